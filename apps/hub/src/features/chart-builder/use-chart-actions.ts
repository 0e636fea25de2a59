import type { ChartConfigClassic } from '@chartroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { chartDocument, draftFromRow, type ChartDraft, type SavedChart } from './chart-draft';
import { APPLY_RESULT_MS, chartThumbnail, THUMBNAIL_DELAY_MS, wait } from './chart-thumbnail';

export type ActionStatus = 'idle' | 'busy' | 'done' | 'error';

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
}

/** 'Apply changes', 'Duplicate chart' and 'Publish' / 'Convert to draft' (charts.md §4). */
export function useChartActions(input: ChartActionsInput) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [apply, setApply] = useState<ActionStatus>('idle');
  const [duplicate, setDuplicate] = useState<ActionStatus>('idle');
  const [publish, setPublish] = useState<ActionStatus>('idle');
  const latest = useRef(input);
  latest.current = input;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });

  const applyChanges = async () => {
    setApply('busy');
    try {
      latest.current.showFirstTab();
      await wait(THUMBNAIL_DELAY_MS);
      const { draft, config, saved, deletedFilterIds } = latest.current;
      const thumbnail = await chartThumbnail(latest.current.thumbnailNode());
      const id =
        saved?.id ??
        (
          await client.createChart({
            starterConnection: draft.connection ?? undefined,
            configVersion: 'v1',
          })
        ).chartId;
      for (const filterId of deletedFilterIds) await client.deleteChartFilter(filterId);
      const filters = [];
      for (const f of draft.filters) {
        const answer = await client.createOrUpdateChartFilter({
          filterConfig: f.config,
          filterId: f.filterId,
          parentChartId: id,
        });
        filters.push(answer.filter);
      }
      if (filters.length > 0) {
        await client.saveChartFilters({ filterIds: filters.map((f) => f.filterId) });
      }
      const answer = await client.saveChart({
        id,
        name: draft.name,
        connection: draft.connection,
        config: chartDocument(draft, config, { forSave: true }),
        thumbnail,
        published: String(saved?.published ?? false) as 'true' | 'false',
        configVersion: 'v1',
      });
      latest.current.markSaved(draftFromRow(answer.chart, filters));
      refreshList();
      setApply('done');
      // Keep the query string: a builder opened from a dashboard (`?dashboardId=`) stays so.
      if (!saved)
        void navigate(
          { pathname: `/charts/${id}`, search: window.location.search },
          { replace: true, state: { builderKey: 'new' } },
        );
    } catch (error) {
      console.error('apply changes failed', error);
      setApply('error');
    }
    later(() => setApply('idle'), APPLY_RESULT_MS);
  };

  const duplicateChart = async () => {
    const { saved } = latest.current;
    if (!saved) return;
    setDuplicate('busy');
    try {
      const copy = await client.copyChart({ chart: { id: saved.id, version: saved.version } });
      refreshList();
      setDuplicate('idle');
      void navigate(`/charts/${copy.chartId}`);
    } catch (error) {
      console.error('duplicate failed', error);
      setDuplicate('error');
      later(() => setDuplicate('idle'), APPLY_RESULT_MS);
    }
  };

  const togglePublish = async () => {
    const { saved } = latest.current;
    if (!saved) return;
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
