import type { ChartConfigClassic } from '@chartroom/core';

function present(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The value axis' custom min/max (`tremor.useCustomMax` with `minValue` / `maxValue`; an empty
 * one is ignored). Without custom values, an axis of percentages only ends at 100.
 */
export function valueAxisRange(
  config: ChartConfigClassic,
  percentagesOnly: boolean,
): { min?: number; max?: number } {
  const tremor = config.advanced?.tremor;
  const custom = tremor?.useCustomMax ?? false;
  const min = custom && present(tremor?.minValue) ? tremor.minValue : undefined;
  let max = custom && present(tremor?.maxValue) ? tremor.maxValue : undefined;
  if (max === undefined && percentagesOnly) max = 100;
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/**
 * `minInterval: 1` on a value axis whose drawn values are all whole numbers (counts, sums of
 * counts): ECharts would otherwise put ticks at 0.5 on a small count axis. An axis with a
 * fraction among its values (averages, normalised shares) keeps ECharts' own ticks.
 */
export function integerAxisInterval(values: readonly (number | null)[]): { minInterval?: 1 } {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return present.length > 0 && present.every((v) => Number.isInteger(v)) ? { minInterval: 1 } : {};
}
