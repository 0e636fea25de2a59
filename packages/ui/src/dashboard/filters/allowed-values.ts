import { filterControlKind, normalizeFilterValue } from '../filter-values';
import type { DashboardFilterValue } from '../types';

/** What a Select filter's allowed list is read from (core's DashboardFilter has these fields). */
export interface RestrictedFilter {
  filterType?: string | null;
  filterSubType?: string | null;
  filterRestrictionMethod?: string | null;
  filterRestrictions?: { values?: readonly string[] } | null;
}

/** A Select filter's allowed values (its Manual list), or null when any value is allowed. */
export function allowedValues(filter: RestrictedFilter): readonly string[] | null {
  const kind = filterControlKind(filter.filterType, filter.filterSubType);
  if (kind !== 'selectSingle' && kind !== 'selectMulti') return null;
  const values = filter.filterRestrictions?.values ?? [];
  return filter.filterRestrictionMethod === 'Manual' && values.length > 0 ? values : null;
}

/**
 * Spec §4/§5: selected values not in the allowed list are dropped (a multi-select is reduced to
 * the allowed ones; an empty one becomes null). Values of other filters pass unchanged.
 */
export function restrictToAllowed(
  filter: RestrictedFilter,
  value: DashboardFilterValue,
): DashboardFilterValue {
  const allowed = allowedValues(filter);
  if (allowed === null || value === null) return normalizeFilterValue(value);
  const set = new Set(allowed);
  if (Array.isArray(value)) return normalizeFilterValue(value.filter((v) => set.has(v)));
  if (typeof value === 'string') return set.has(value) ? value : null;
  return null; // a number or boolean is no value of a select with a list
}
