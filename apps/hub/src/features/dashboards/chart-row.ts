import type { ChartRow } from '@chartroom/core';
import { chartTypeV2Schema } from '@chartroom/core';

/** A v2 chart: `chartConfigV2` set and no classic config, or a v2 type name (as the server compiles). */
export function isV2Chart(chart: ChartRow): boolean {
  const { chartConfig, chartConfigV2, type } = chart.config;
  if (!chartConfigV2) return false;
  return !chartConfig || chartTypeV2Schema.safeParse(type).success;
}

/**
 * The config ChartViewer draws: the v2 `chartConfigV2` of a v2 chart, else the classic
 * `chartConfig` (the viewer validates either and shows 'Invalid Chart Config' if bad).
 */
export function chartViewerConfig(chart: ChartRow): unknown {
  if (isV2Chart(chart)) return chart.config.chartConfigV2 ?? null;
  return chart.config.chartConfig ?? null;
}

/** Name given to the viewer (its title falls back to it). */
export function chartName(chart: ChartRow | undefined, fallback: string): string {
  const title = chart
    ? isV2Chart(chart)
      ? chart.config.chartConfigV2?.title
      : chart.config.chartConfig?.title
    : undefined;
  return title?.trim() || chart?.name || fallback;
}

/** Text charts draw their rich text and need no data; charts without a config have none. */
export function needsData(chart: ChartRow | undefined): boolean {
  if (!chart) return false;
  if (isV2Chart(chart)) return true;
  return !!chart.config.chartConfig && chart.config.chartConfig.type !== 'Text';
}
