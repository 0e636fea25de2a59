import type { DashboardFilterValue } from './types';

/** Spec: a filter applies only when its value is neither null nor empty (and not NaN). */
export function isEmptyFilterValue(value: DashboardFilterValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => v === '');
  return false;
}

/** Spec: an empty array becomes null; NaN becomes unset. */
export function normalizeFilterValue(
  value: DashboardFilterValue | undefined,
): DashboardFilterValue {
  return isEmptyFilterValue(value) ? null : (value ?? null);
}

export function sameFilterValue(
  a: DashboardFilterValue | undefined,
  b: DashboardFilterValue | undefined,
): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => v === b[i]);
  }
  return normalizeFilterValue(a) === normalizeFilterValue(b);
}

/** The control a filter gets, from its sub type (or its type's default sub type). */
export type FilterControlKind =
  'dateRange' | 'date' | 'selectSingle' | 'selectMulti' | 'input' | 'number' | 'toggle' | 'unknown';

export function filterControlKind(
  filterType?: string | null,
  subType?: string | null,
): FilterControlKind {
  switch (subType) {
    case 'Date Range':
    case 'Date Range (No Timestamp)':
      return 'dateRange';
    case 'Date After':
    case 'Date Before':
    case 'Date Single':
      return 'date';
    case 'Select Single':
      return 'selectSingle';
    case 'Select Multi':
      return 'selectMulti';
    case 'Input Equals':
      return 'input';
    case 'Number Equal to':
      return 'number';
    default:
      break;
  }
  switch (filterType) {
    case 'Date':
      return 'dateRange';
    case 'Select':
      return 'selectSingle';
    case 'Input':
      return 'input';
    case 'Number':
      return 'number';
    case 'Toggle':
      return 'toggle';
    default:
      return 'unknown';
  }
}
