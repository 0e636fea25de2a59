import { dayRange } from '../dates/date-presets';
import { parseDateValue } from '../dates/time-zone';
import type { FilterComparison, ScalarValue } from '../schemas/common/filter-comparison';
import type { FilterClock } from './filter-value-predicate';
import type { Predicate, PredicateValue } from './predicate';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A data-prep step (charts.md §3): `{column, comparison, value}` on an output column. */
export interface StepInput {
  column: string;
  comparison: FilterComparison;
  value?: ScalarValue | readonly ScalarValue[] | undefined;
}

/**
 * The predicate of one comparison of the spec's list (filters-and-rendering.md §9): contains,
 * starts with, ends with (case-insensitive LIKE), equals / not equals (IN / NOT IN for lists),
 * on / not on (the value's whole day in the dashboard's zone), after / before (date bounds),
 * greater / less than (or equal), is null, is not null, true, false. `dateColumn` marks the
 * column as a date (its comparisons then bind timestamps).
 */
export function stepPredicate(step: StepInput, clock: FilterClock, dateColumn = false): Predicate {
  const { column } = step;
  const list = (Array.isArray(step.value) ? step.value : [step.value]).filter(
    (v): v is PredicateValue => v !== null && v !== undefined,
  );
  const text = String(list[0] ?? '');
  const date = (v: PredicateValue | undefined) => {
    const parsed = parseDateValue(v, clock.timeZone);
    if (!parsed) throw new Error(`'${String(v)}' is not a date (filter on ${column})`);
    return parsed;
  };
  const temporal = (operator: Predicate['operator'], values: PredicateValue[]): Predicate => ({
    column,
    operator,
    values,
    temporal: true,
  });
  /** A date bound: a date-only value stands for the start or the end of its day. */
  const bound = (v: PredicateValue | undefined, side: 'start' | 'end'): string => {
    const instant = date(v);
    if (!(typeof v === 'string' && DATE_ONLY.test(v.trim()))) return instant.toISOString();
    return dayRange(instant, clock.timeZone)[side].toISOString();
  };
  const compare = (operator: 'equals' | 'not_equals' | 'gt' | 'gte' | 'lt' | 'lte'): Predicate => {
    if (!dateColumn) return { column, operator, values: list.slice(0, 1) };
    const side = operator === 'gt' || operator === 'lte' ? 'end' : 'start';
    return temporal(operator, [bound(list[0], side)]);
  };
  switch (step.comparison) {
    case 'contains':
      return { column, operator: 'like', values: [`%${text}%`] };
    case 'starts with':
      return { column, operator: 'like', values: [`${text}%`] };
    case 'ends with':
      return { column, operator: 'like', values: [`%${text}`] };
    case 'equals':
      return list.length > 1 ? { column, operator: 'in', values: list } : compare('equals');
    case 'not equals':
      return list.length > 1 ? { column, operator: 'not_in', values: list } : compare('not_equals');
    case 'on':
    case 'not on': {
      const day = dayRange(date(list[0]), clock.timeZone);
      const operator = step.comparison === 'on' ? 'between' : 'not_between';
      return temporal(operator, [day.start.toISOString(), day.end.toISOString()]);
    }
    case 'after':
      return temporal('gt', [bound(list[0], 'end')]);
    case 'before':
      return temporal('lt', [bound(list[0], 'start')]);
    case 'greater than':
      return compare('gt');
    case 'less than':
      return compare('lt');
    case 'greater than or equal':
      return compare('gte');
    case 'less than or equal':
      return compare('lte');
    case 'is null':
      return { column, operator: 'is_null', values: [] };
    case 'is not null':
      return { column, operator: 'is_not_null', values: [] };
    case 'true':
      return { column, operator: 'equals', values: [true] };
    case 'false':
      return { column, operator: 'equals', values: [false] };
  }
}
