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
