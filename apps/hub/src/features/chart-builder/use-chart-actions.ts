import type { ChartConfigClassic } from '@chartroom/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import { chartDocument, draftFromRow, type ChartDraft, type SavedChart } from './chart-draft';
import { APPLY_RESULT_MS, chartThumbnail, THUMBNAIL_DELAY_MS, wait } from './chart-thumbnail';

import type { SaveTarget } from './builder-mode';
import { useChartLifecycle, type ActionStatus } from './use-chart-lifecycle';
import { carryBuilder } from './builder-location';
import { chartNameMissing } from './builder-validation';
import { persistChartFilters } from './filters/persist-chart-filters';

export type { ActionStatus } from './use-chart-lifecycle';

export interface ChartActionsInput {
  draft: ChartDraft;
  config: ChartConfigClassic;
  saved: SavedChart | null;
  deletedFilterIds: readonly string[];
  markSaved: (saved: SavedChart) => void;
  setSaved: (saved: SavedChart) => void;
  /** Switches to the first tab before the thumbnail is taken. */
  showFirstTab: () => void;
  thumbnailNode: () => HTMLElement | null;
  /** Embedded: where an existing chart is saved (a tenant's copy), see BuilderMode.saveTarget. */
  saveTarget?: ((chartId: string) => Promise<SaveTarget | null>) | undefined;
}

/** 'Apply changes', 'Duplicate chart' and 'Publish' / 'Convert to draft' (charts.md §4). */
export function useChartActions(input: ChartActionsInput) {
  const { client } = useApi();
  const usage = useUsageEvent();
  const navigate = useNavigate();
  const [apply, setApply] = useState<ActionStatus>('idle');
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const lifecycle = useChartLifecycle({
    saved: () => latest.current.saved,
    setSaved: (saved) => latest.current.setSaved(saved),
    editorPath: (id) => `/charts/${id}`,
  });
  const { later, refreshList } = lifecycle;

  const applyChanges = async () => {
    // A chart is never saved without a name (the builder says so at the name field).
    if (chartNameMissing(latest.current.draft.name)) return;
    setApply('busy');
    try {
      latest.current.showFirstTab();
      await wait(THUMBNAIL_DELAY_MS);
      const { draft, config, saved, deletedFilterIds } = latest.current;
      const thumbnail = await chartThumbnail(latest.current.thumbnailNode());
      const target = saved ? ((await latest.current.saveTarget?.(saved.id)) ?? null) : null;
      // Filter ids of the edited chart become those of the target's copies (new ones stay).
      const filterId = (old: string) => (target ? target.filterIds.get(old) : old);
      const id =
        target?.id ??
        saved?.id ??
        (
          await client.createChart({
            starterConnection: draft.connection ?? undefined,
            configVersion: 'v1',
          })
        ).chartId;
      const filters = await persistChartFilters(client, {
        chartId: id,
        filters: draft.filters,
        deletedFilterIds,
        mapId: filterId,
      });
      const answer = await client.saveChart({
        id,
        name: draft.name,
        connection: draft.connection,
        config: chartDocument(draft, config, { forSave: true }),
        thumbnail,
        published: String(target?.published ?? saved?.published ?? false) as 'true' | 'false',
        configVersion: 'v1',
      });
      latest.current.markSaved(draftFromRow(answer.chart, filters));
      refreshList();
      usage({ eventName: 'Chart Updated', chartId: id, eventMetadata: { configVersion: 'v1' } });
      setApply('done');
      // Keep the query string: a builder opened from a dashboard (`?dashboardId=`) stays so.
      if (!saved)
        void navigate(
          { pathname: `/charts/${id}`, search: window.location.search },
          { replace: true, state: carryBuilder('new') },
        );
    } catch (error) {
      console.error('apply changes failed', error);
      setApply('error');
    }
    later(() => setApply('idle'), APPLY_RESULT_MS);
  };

  const { duplicate, duplicateChart, publish, togglePublish } = lifecycle;
  return { apply, applyChanges, duplicate, duplicateChart, publish, togglePublish };
}
