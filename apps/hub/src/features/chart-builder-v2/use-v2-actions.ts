import type { TableSchemaEntry } from '@chartroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import {
  APPLY_RESULT_MS,
  chartThumbnail,
  THUMBNAIL_DELAY_MS,
  wait,
} from '../chart-builder/chart-thumbnail';
import type { ActionStatus } from '../chart-builder/use-chart-actions';
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
}

/** 'Apply changes' (config_version v2), 'Duplicate chart' and 'Publish' / 'Convert to draft'. */
export function useV2Actions(input: V2ActionsInput) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [apply, setApply] = useState<ActionStatus>('idle');
  const [duplicate, setDuplicate] = useState<ActionStatus>('idle');
  const [publish, setPublish] = useState<ActionStatus>('idle');
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });

  const applyChanges = async () => {
    setApply('busy');
    try {
      latest.current.showFirstTab();
      await wait(THUMBNAIL_DELAY_MS);
      const { draft, saved, table } = latest.current;
      const thumbnail = await chartThumbnail(latest.current.thumbnailNode());
      const answer = await client.saveChart({
        id: saved.id,
        name: draft.name,
        connection: saved.connection,
        config: v2Document(draft, table, { forSave: true }),
        thumbnail,
        published: saved.published ? 'true' : 'false',
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

  const duplicateChart = async () => {
    const { saved } = latest.current;
    setDuplicate('busy');
    try {
      const copy = await client.copyChart({ chart: { id: saved.id, version: saved.version } });
      refreshList();
      setDuplicate('idle');
      void navigate(`/charts/${copy.chartId}/v2`);
    } catch (error) {
      console.error('duplicate failed', error);
      setDuplicate('error');
      later(() => setDuplicate('idle'), APPLY_RESULT_MS);
    }
  };

  const togglePublish = async () => {
    const { saved } = latest.current;
    setPublish('busy');
    try {
      if (saved.published) await client.unpublishChart({ chartId: saved.id });
      else await client.publishChart({ chartId: saved.id });
      latest.current.setSaved({ ...saved, published: !saved.published });
      refreshList();
      setPublish('idle');
    } catch (error) {
      // Publish failure: the button shows 'Failed'; the error is only logged (charts.md §8).
      console.error('publish failed', error);
      setPublish('error');
      later(() => setPublish('idle'), APPLY_RESULT_MS);
    }
  };

  return { apply, applyChanges, duplicate, duplicateChart, publish, togglePublish };
}
