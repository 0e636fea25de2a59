// ECharts (echarts/core with only the charts, components and renderer we draw, registered in
// echarts-core.ts) is a chunk of its own, fetched by the first chart that draws.
import type { echarts } from './echarts-core';

export type Echarts = typeof echarts;

let loaded: Echarts | null = null;
let loading: Promise<Echarts> | null = null;

/** ECharts if it has loaded already (charts drawn after the first skip the skeleton). */
export function loadedEcharts(): Echarts | null {
  return loaded;
}

/** Loads ECharts once; every caller shares the same promise. */
export function loadEcharts(): Promise<Echarts> {
  loading ??= import('./echarts-core').then(
    (module) => (loaded = module.echarts),
    (error: unknown) => {
      loading = null; // a later chart may try again (e.g. after a network error)
      throw error;
    },
  );
  return loading;
}
