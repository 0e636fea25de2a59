import type { TableSchemaEntry } from '@chartroom/core';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import {
  APPLY_RESULT_MS,
  chartThumbnail,
  THUMBNAIL_DELAY_MS,
  wait,
} from '../chart-builder/chart-thumbnail';
import type { SaveTarget } from '../chart-builder/builder-mode';
import { useChartLifecycle, type ActionStatus } from '../chart-builder/use-chart-lifecycle';
import { savedFromRow, v2Document, type SavedV2Chart, type V2Draft } from './v2-draft';

export interface V2ActionsInput {
  draft: V2Draft;
  saved: SavedV2Chart;
  table: TableSchemaEntry | undefined;
  markSaved: (saved: SavedV2Chart) => void;
  setSaved: (saved: SavedV2Chart) => void;
  /** Closes the side panels before the thumbnail is taken (the first view). */
  showFirstTab: () => void;
  thumbnailNode: () => HTMLElement | null;
  /** Embedded: where the chart is saved (a tenant's copy), see BuilderMode.saveTarget. */
  saveTarget?: ((chartId: string) => Promise<SaveTarget | null>) | undefined;
}

/** 'Apply changes' (config_version v2), 'Duplicate chart' and 'Publish' / 'Convert to draft'. */
export function useV2Actions(input: V2ActionsInput) {
  const { client } = useApi();
  const [apply, setApply] = useState<ActionStatus>('idle');
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const lifecycle = useChartLifecycle({
    saved: () => latest.current.saved,
    setSaved: (saved) => latest.current.setSaved(saved),
    editorPath: (id) => `/charts/${id}/v2`,
  });
  const { later, refreshList } = lifecycle;

  const applyChanges = async () => {
    setApply('busy');
    try {
      latest.current.showFirstTab();
      await wait(THUMBNAIL_DELAY_MS);
      const { draft, saved, table } = latest.current;
      const thumbnail = await chartThumbnail(latest.current.thumbnailNode());
      const target = (await latest.current.saveTarget?.(saved.id)) ?? null;
      const answer = await client.saveChart({
        id: target?.id ?? saved.id,
        name: draft.name,
        connection: saved.connection,
        config: v2Document(draft, table, { forSave: true }),
        thumbnail,
        published: (target?.published ?? saved.published) ? 'true' : 'false',
        configVersion: 'v2',
      });
      latest.current.markSaved(savedFromRow(answer.chart));
      refreshList();
      setApply('done');
    } catch (error) {
      console.error('apply changes failed', error);
      setApply('error');
    }
    later(() => setApply('idle'), APPLY_RESULT_MS);
  };

  const { duplicate, duplicateChart, publish, togglePublish } = lifecycle;
  return { apply, applyChanges, duplicate, duplicateChart, publish, togglePublish };
}
