import {
  PREVIOUS_PERIOD_NO_DATE_FILTER,
  PREVIOUS_PERIOD_REQUIRES_DATE_FILTER,
  readDatePreset,
  type ChartConfigV2,
  type ChartV2Filter,
  type DimensionType,
} from '@chartroom/core';
import { v2ConfigReducer } from './v2-config-reducer';

export { PREVIOUS_PERIOD_NO_DATE_FILTER, PREVIOUS_PERIOD_REQUIRES_DATE_FILTER };

const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** A BETWEEN of two dates (or of one preset name): a valid date range. */
function isDateRange(filter: ChartV2Filter): boolean {
  if (filter.operator !== 'BETWEEN' || !Array.isArray(filter.value)) return false;
  const values = filter.value;
  if (values.length === 1) return readDatePreset(values[0]) !== null;
  return values.length === 2 && values.every(isDate);
}

/** A filter on a date-type field, or a valid BETWEEN date range (charts.md §5). */
export function isDateFilter(
  filter: ChartV2Filter,
  types: ReadonlyMap<string, DimensionType>,
): boolean {
  return types.get(filter.field) === 'date' || isDateRange(filter);
}

/** Previous period needs exactly one date filter (charts.md §5). */
export function canComparePreviousPeriod(
  config: ChartConfigV2,
  types: ReadonlyMap<string, DimensionType>,
): boolean {
  return config.filters.filter((f) => isDateFilter(f, types)).length === 1;
}

export type AddComparisonResult =
  { ok: true; config: ChartConfigV2 } | { ok: false; message: string };

/**
 * Adds the previous-period comparison of a measure. Without exactly one date filter it is refused
 * with the spec's alert text.
 */
export function addPreviousPeriod(
  config: ChartConfigV2,
  measure: string,
  types: ReadonlyMap<string, DimensionType>,
): AddComparisonResult {
  if (!canComparePreviousPeriod(config, types)) {
    return { ok: false, message: PREVIOUS_PERIOD_NO_DATE_FILTER };
  }
  return { ok: true, config: v2ConfigReducer(config, { type: 'addComparison', measure }) };
}
