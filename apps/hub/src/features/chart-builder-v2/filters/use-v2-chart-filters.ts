import type { ChartFilterConfig } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import type { SaveTarget } from '../../chart-builder/builder-mode';
import type { DraftFilter } from '../../chart-builder/chart-draft';
import { persistChartFilters } from '../../chart-builder/filters/persist-chart-filters';

/**
 * The v2 builder's chart-level filters ('Configure Filters'): the saved chart's filters, those
 * added or removed since, and saving them with the chart (persistChartFilters).
 */
export function useV2ChartFilters(chart: { id: string; version: number } | null) {
  const chartId = chart?.id ?? null;
  const version = chart?.version ?? 1;
  const { client, scope } = useApi();
  const loaded = useQuery({
    queryKey: [scope, 'chart-builder-v2-filters', chartId],
    enabled: chartId !== null,
    queryFn: async () => (await client.getChart({ chart: { id: chartId!, version } })).filters,
    meta: { silent: true },
    staleTime: Infinity,
    gcTime: 0,
  });
  const [filters, setFilters] = useState<DraftFilter[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  // The saved filters once loaded (a filter added meanwhile is kept).
  const seeded = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded.data || seeded.current === chartId) return;
    seeded.current = chartId;
    const saved = loaded.data.map((f) => ({ filterId: f.filterId, config: f.config, saved: true }));
    setFilters((local) => [...saved, ...local.filter((f) => !f.saved)]);
  }, [loaded.data, chartId]);

  const add = useCallback((config: ChartFilterConfig) => {
    setFilters((fs) => [...fs, { filterId: crypto.randomUUID(), config, saved: false }]);
  }, []);
  const remove = useCallback((filterId: string) => {
    setFilters((fs) => {
      const gone = fs.find((f) => f.filterId === filterId);
      if (gone?.saved) setDeleted((ids) => [...ids, filterId]);
      return fs.filter((f) => f.filterId !== filterId);
    });
  }, []);

  const latest = useRef({ filters, deleted });
  latest.current = { filters, deleted };

  /**
   * Saves the filters on the chart saved to (a tenant's copy: its filter ids). Until the saved
   * filters have loaded nothing is written (an empty list would delete them all).
   */
  const persist = useCallback(
    async (savedChartId: string, target: SaveTarget | null) => {
      if (chartId !== null && seeded.current !== chartId) return;
      const { filters: current, deleted: removed } = latest.current;
      const saved = await persistChartFilters(client, {
        chartId: savedChartId,
        filters: current,
        deletedFilterIds: removed,
        mapId: (id) => (target ? target.filterIds.get(id) : id),
      });
      seeded.current = savedChartId;
      setFilters(saved.map((f) => ({ filterId: f.filterId, config: f.config, saved: true })));
      setDeleted([]);
    },
    [client, chartId],
  );

  const unsaved = deleted.length > 0 || filters.some((f) => !f.saved);
  const configs = useMemo(() => filters.map((f) => f.config), [filters]);
  return { filters, configs, add, remove, persist, unsaved };
}

export type V2ChartFilters = ReturnType<typeof useV2ChartFilters>;
