// Which lazy parts a set of charts will draw with, fetched before the charts mount.
import { chartTypeV2Schema } from '@chartroom/core';
import { preloadPointsMap } from '../points-map/LazyPointsMap';
import { preloadDataTable } from './LazyDataTable';
import { preloadEChartsChart } from './LazyEChartsChart';

/** A lazily loaded part of the renderer. */
export type ChartPart = 'echarts' | 'map' | 'table';

/** Classic and v2 types drawn without a lazy part (stat cards, KPI cards; text has its own). */
const NO_PART = new Set(['Stat Card', 'KPI card', 'Text', 'kpiCard']);

/**
 * The lazy part a chart config (classic `chartConfig` or v2 `chartConfigV2`, as ChartViewer
 * takes it) draws with, by its `type` alone; null for the types drawn without one and for
 * configs without a type (they show a message).
 */
export function chartPartOf(config: unknown): ChartPart | null {
  if (typeof config !== 'object' || config === null || !('type' in config)) return null;
  const type = config.type;
  if (typeof type !== 'string' || NO_PART.has(type)) return null;
  if (type === 'Map') return 'map';
  if (type === 'Table' || type === 'table') return 'table';
  if (chartTypeV2Schema.safeParse(type).success) return 'echarts';
  return 'echarts'; // every other classic type (an unknown one shows a message; no harm)
}

const PRELOAD: Record<ChartPart, () => Promise<unknown>> = {
  echarts: preloadEChartsChart,
  map: preloadPointsMap,
  table: preloadDataTable,
};

/**
 * Starts fetching the lazy parts these charts draw with (each once; a failure is left to the
 * chart that draws, which retries and says so). A dashboard calls it as soon as it has its
 * chart rows, so the parts arrive alongside the data instead of after it. Returns the parts.
 */
export function preloadChartParts(configs: readonly unknown[]): ChartPart[] {
  const parts = [...new Set(configs.map(chartPartOf).filter((p) => p !== null))];
  for (const part of parts) PRELOAD[part]().catch(() => undefined);
  return parts;
}
