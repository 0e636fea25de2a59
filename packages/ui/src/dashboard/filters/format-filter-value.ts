import { valueToDay } from '../dates';
import { filterControlKind } from '../filter-values';
import type { DashboardFilterValue, FilterBarFilter } from '../types';

export interface ValueLabels {
  yes: string;
  no: string;
}

/** A short text for a chip: dates as days, lists joined (first three, then +N). */
export function formatFilterValue(
  filter: FilterBarFilter,
  value: DashboardFilterValue,
  labels: ValueLabels,
): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'number') return String(value);
  const kind = filterControlKind(filter.filterType, filter.filterSubType);
  if (typeof value === 'string') return kind === 'date' ? (valueToDay(value) ?? value) : value;
  if (kind === 'dateRange') {
    const [start, end] = value.map((v) => valueToDay(v) ?? v);
    return start === end || !end ? (start ?? '') : `${start ?? ''} → ${end}`;
  }
  const shown = value.slice(0, 3).join(', ');
  return value.length > 3 ? `${shown} +${value.length - 3}` : shown;
}
