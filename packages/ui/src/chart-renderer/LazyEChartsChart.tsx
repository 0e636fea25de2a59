import type { EChartsChartProps } from './EChartsChart';
import { loadEcharts } from './echarts-loader';
import { lazyPart } from './lazy-part';

/**
 * The ECharts chart types in their own chunk, fetched together with ECharts (no waterfall) when
 * the first such chart draws; the loading skeleton shows meanwhile.
 */
export const EChartsChart = lazyPart<EChartsChartProps>(
  async () => {
    const [module] = await Promise.all([import('./EChartsChart'), loadEcharts()]);
    return module.EChartsChart;
  },
  { drawnOnMount: false },
);
