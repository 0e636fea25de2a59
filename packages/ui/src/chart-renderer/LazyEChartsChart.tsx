import type { EChartsChartProps } from './EChartsChart';
import { loadEcharts } from './echarts-loader';
import { lazyPart } from './lazy-part';

/**
 * The ECharts chart types in their own chunk, fetched together with ECharts (no waterfall) when
 * the first such chart draws; the loading skeleton shows meanwhile.
 */
export const EChartsChart = lazyPart<EChartsChartProps>(
  async () => (await preloadEChartsChart()).EChartsChart,
  { drawnOnMount: false },
);

/**
 * Fetches the ECharts chart types and ECharts now (once; later calls share the fetch): a
 * dashboard calls it as it opens, so the library arrives alongside its charts' data instead of
 * after it.
 */
export async function preloadEChartsChart() {
  const [module] = await Promise.all([import('./EChartsChart'), loadEcharts()]);
  return module;
}
