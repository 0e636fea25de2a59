import type { ChartRow } from '@chartroom/core';

/** The classic config ChartViewer draws (it validates it and shows 'Invalid Chart Config' if bad). */
export function chartViewerConfig(chart: ChartRow): unknown {
  return chart.config.chartConfig ?? null;
}

/** Name given to the viewer (its title falls back to it). */
export function chartName(chart: ChartRow | undefined, fallback: string): string {
  return chart?.config.chartConfig?.title?.trim() || chart?.name || fallback;
}

/** Text charts draw their rich text and need no data. */
export function needsData(chart: ChartRow | undefined): boolean {
  return !!chart?.config.chartConfig && chart.config.chartConfig.type !== 'Text';
}
