import { endOfDay } from 'date-fns';
import { dayRange, datePresetRange, readDatePreset, type DateRange } from '../dates/date-presets';
import { inZone, parseDateValue, toInstant } from '../dates/time-zone';
import type { Predicate, PredicateValue } from './predicate';

/** A filter value as dashboards and chart filters carry it (docs/dev/contracts.md). */
export type FilterInputValue = string | number | boolean | readonly string[] | null | undefined;

/** When date filters are read: the dashboard's zone and the current time. */
export interface FilterClock {
  timeZone: string;
  now: Date;
}

/** A value is applied only when it is neither null nor empty (filters-and-rendering.md §4). */
export function isApplied(value: FilterInputValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The predicate of a dashboard or chart filter on `column` (filters-and-rendering.md §9, global
 * filter operators): Date → BETWEEN (After/Before → a bound; Single → its whole day; a preset
 * name → its range), Select → IN, Number → equals, Toggle → equals, others → LIKE '%value%'.
 * Date bounds are ISO instants computed once, in the dashboard's zone.
 */
export function filterValuePredicate(
  filterType: string,
  filterSubType: string | null | undefined,
  column: string,
  value: FilterInputValue,
  clock: FilterClock,
): Predicate | null {
  if (!isApplied(value)) return null;
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is PredicateValue => v !== null && v !== undefined,
  );
  switch (filterType) {
    case 'Date':
      return datePredicate(filterSubType ?? 'Date Range', column, list, clock);
    case 'Select':
      return { column, operator: 'in', values: list };
    case 'Number': {
      const n = Number(list[0]);
      return Number.isNaN(n) ? null : { column, operator: 'equals', values: [n] };
    }
    case 'Toggle':
      return { column, operator: 'equals', values: [list[0] === true || list[0] === 'true'] };
    default:
      return { column, operator: 'like', values: [`%${String(list[0] ?? '')}%`] };
  }
}

function datePredicate(
  subType: string,
  column: string,
  list: readonly PredicateValue[],
  clock: FilterClock,
): Predicate | null {
  const between = (r: DateRange | null): Predicate | null =>
    r && { column, operator: 'between', values: iso(r), temporal: true };
  const preset = list.length === 1 ? readDatePreset(list[0]) : null;
  if (preset) return between(datePresetRange(preset, clock.now, clock.timeZone));
  const first = parseDateValue(list[0], clock.timeZone);
  switch (subType) {
    case 'Date After':
      return first && { column, operator: 'gte', values: [first.toISOString()], temporal: true };
    case 'Date Before': {
      const end = first && endOf(list[0], first, clock.timeZone);
      return end && { column, operator: 'lte', values: [end.toISOString()], temporal: true };
    }
    case 'Date Single':
      return between(first && dayRange(first, clock.timeZone));
    case 'Date Range (No Timestamp)': {
      const last = parseDateValue(list[1], clock.timeZone);
      if (!first || !last) return null;
      return between({
        start: dayRange(first, clock.timeZone).start,
        end: dayRange(last, clock.timeZone).end,
      });
    }
    default: {
      const last = parseDateValue(list[1], clock.timeZone);
      if (!first || !last) return null;
      return between({ start: first, end: endOf(list[1], last, clock.timeZone) });
    }
  }
}

/** A date-only end ('2025-01-31') includes its whole day. */
function endOf(raw: PredicateValue | undefined, parsed: Date, zone: string): Date {
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()))
    return toInstant(endOfDay(inZone(parsed, zone)));
  return parsed;
}

function iso(range: DateRange): [string, string] {
  return [range.start.toISOString(), range.end.toISOString()];
}
