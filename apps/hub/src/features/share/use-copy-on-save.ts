import type { ChartFilter, ChartRow } from '@chartroom/core';
import { useMemo, useRef } from 'react';
import { useApi } from '../../api/api-context';
import { useBuilderMode, type BuilderMode, type SaveTarget } from '../chart-builder/builder-mode';

/** The source's filter ids → the copy's filters with the same config (a copy has all of them). */
export function matchFilters(
  source: readonly ChartFilter[],
  copy: readonly ChartFilter[],
): Map<string, string> {
  const free = copy.map((f) => ({ id: f.filterId, key: JSON.stringify(f.config) }));
  const ids = new Map<string, string>();
  for (const f of source) {
    const key = JSON.stringify(f.config);
    const at = free.findIndex((c) => c.key === key);
    if (at < 0) continue;
    ids.set(f.filterId, free[at]!.id);
    free.splice(at, 1);
  }
  return ids;
}

/**
 * The builder mode for a chart the tenant edits (decision 006): a chart it did not create (its
 * author is not `tenantAuthor`) is copied on the first 'Apply changes' (POST /chart/v2/copy, its
 * filters come along) and the edit is saved onto the copy, which then takes the chart's place on
 * the dashboard (`replaces`). The builder keeps editing the copy. Charts the tenant created are
 * saved as they are.
 */
export function useCopyOnSave(
  chart: { chart: ChartRow; filters: readonly ChartFilter[] } | undefined,
  tenantAuthor: string | null,
): BuilderMode {
  const outer = useBuilderMode();
  const { client } = useApi();
  /** The copy made for the chart, kept so a failed save retried does not copy it again. */
  const made = useRef<{ source: string; target: SaveTarget } | null>(null);
  return useMemo(() => {
    if (!chart || tenantAuthor === null || chart.chart.author === tenantAuthor) return outer;
    const source = chart.chart;
    const saveTarget = async (chartId: string): Promise<SaveTarget | null> => {
      if (chartId !== source.id) return null;
      if (made.current?.source === source.id) return made.current.target;
      const copied = await client.copyChart({ chart: { id: source.id, version: source.version } });
      const copy = await client.getChart({
        chart: { id: copied.chartId, version: copied.chartVersion },
      });
      const target = {
        id: copied.chartId,
        published: false,
        filterIds: matchFilters(chart.filters, copy.filters),
      };
      made.current = { source: source.id, target };
      return target;
    };
    return {
      ...outer,
      saveTarget,
      onChartSaved: (saved) => {
        const copyOf = made.current?.target.id === saved.id ? made.current.source : undefined;
        outer.onChartSaved?.(copyOf ? { ...saved, replaces: copyOf } : saved);
      },
    };
  }, [chart, tenantAuthor, outer, client]);
}
