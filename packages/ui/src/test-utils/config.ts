import type { ChartConfigClassic, Series } from '@chartroom/core';

/** A series with the schema's defaults (test helper). */
export function makeSeries(column: string, overrides: Partial<Series> = {}): Series {
  return {
    column,
    percentage: false,
    hidden: false,
    baseAggregationStrategy: 'Sum',
    ...overrides,
    dataLabelConfig: {
      showDataLabels: false,
      dataLabelPosition: 'top',
      dataLabelAngle: 0,
      dataLabelFontSize: 12,
      dataLabelOffset: 10,
      ...overrides.dataLabelConfig,
    },
  };
}

/** A classic chart config with defaults (test helper). */
export function makeConfig(overrides: Partial<ChartConfigClassic> = {}): ChartConfigClassic {
  return { type: 'Line', yAxis: [], layers: [], ...overrides };
}
