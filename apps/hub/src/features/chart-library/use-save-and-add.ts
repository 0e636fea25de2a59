import type { SaveChartBody } from '@chartroom/client';
import type { ChartFilterConfig } from '@chartroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { chartThumbnail } from '../chart-builder/chart-thumbnail';
import { useAddToDashboard } from './use-library-actions';
import { LIBRARY_KEY } from './use-library-charts';

/** Wait between the save and the add (charts.md §4, §9). */
export const SAVE_AND_ADD_DELAY_MS = 1500;
/** How long 'Failed to save' stays on the button. */
export const SAVE_AND_ADD_ERROR_MS = 3000;

/** The chart the builder edits, as 'Save and add to dashboard' saves it. */
export interface ChartToAdd {
  /** Null for a chart never saved (it is created first). */
  id: string | null;
  name: string;
  connection: string | null;
  /** The chart row's `config` (title = name, rawTables emptied), as 'Apply changes' saves it. */
  document: SaveChartBody['config'];
  filters?: readonly { filterId: string; config: ChartFilterConfig }[];
  published?: boolean;
}

export type SaveAndAddStatus = 'idle' | 'busy' | 'error';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Save and add to dashboard' (charts.md §4): saves the chart with configVersion v1, waits 1.5 s,
 * adds it to the dashboard of `?dashboardId=` at the dashboard's next version and goes back to
 * the dashboard. `dashboardId` is null when the builder was not opened from a dashboard.
 */
export function useSaveAndAdd(thumbnailNode?: () => HTMLElement | null) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dashboardId = params.get('dashboardId');
  const addToDashboard = useAddToDashboard(dashboardId ?? '');
  const [status, setStatus] = useState<SaveAndAddStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = async (chart: ChartToAdd) => {
    if (!dashboardId) return;
    setStatus('busy');
    try {
      const thumbnail = await chartThumbnail(thumbnailNode?.() ?? null);
      const id =
        chart.id ??
        (
          await client.createChart({
            starterConnection: chart.connection ?? undefined,
            configVersion: 'v1',
          })
        ).chartId;
      const filters = [];
      for (const f of chart.filters ?? []) {
        const answer = await client.createOrUpdateChartFilter({
          filterConfig: f.config,
          filterId: f.filterId,
          parentChartId: id,
        });
        filters.push(answer.filter.filterId);
      }
      if (filters.length > 0) await client.saveChartFilters({ filterIds: filters });
      const saved = await client.saveChart({
        id,
        name: chart.name,
        connection: chart.connection,
        config: chart.document,
        thumbnail,
        published: chart.published ? 'true' : 'false',
        configVersion: 'v1',
      });
      await wait(SAVE_AND_ADD_DELAY_MS);
      await addToDashboard(id, saved.chartVersion);
      void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });
      void queryClient.invalidateQueries({ queryKey: [scope, LIBRARY_KEY] });
      setStatus('idle');
      void navigate(`/dashboards/${encodeURIComponent(dashboardId)}`);
    } catch (error) {
      console.error('save and add to dashboard failed', error);
      setStatus('error');
      timer.current = setTimeout(() => setStatus('idle'), SAVE_AND_ADD_ERROR_MS);
    }
  };

  return { dashboardId, status, run };
}
