import { datePresetRange, dayRange, readDatePreset } from '../dates/date-presets';
import { DEFAULT_TIME_ZONE, parseDateValue } from '../dates/time-zone';
import type { FilterClock } from '../filters/filter-value-predicate';
import type { Predicate, PredicateValue } from '../filters/predicate';
import { stepPredicate } from '../filters/step-predicate';
import { filterComparisonSchema } from '../schemas/common/filter-comparison';
import type { SemanticFilterInput } from './semantic-input';

const OPERATORS = {
  BETWEEN: 'between',
  IN: 'in',
  'NOT IN': 'not_in',
  LIKE: 'like',
  'NOT LIKE': 'not_like',
  '=': 'equals',
  '!=': 'not_equals',
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
  'IS NULL': 'is_null',
  'IS NOT NULL': 'is_not_null',
} as const satisfies Record<string, Predicate['operator']>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * The predicate of a v2 / semantic filter. A date filter (a date field, a bucketed filter, or a
 * BETWEEN of two dates) binds timestamp bounds read in the dashboard's zone (a date-only end
 * includes its day; a preset name gives its UTC range, charts.md §9); the column is never converted.
 */
export function semanticFilterPredicate(
  filter: SemanticFilterInput,
  clock: FilterClock,
  isDateField: boolean,
): Predicate {
  const column = filter.field;
  const comparison = filterComparisonSchema.safeParse(filter.operator);
  if (comparison.success) {
    return stepPredicate(
      { column, comparison: comparison.data, value: filter.value ?? null },
      clock,
      isDateField,
    );
  }
  const operator = OPERATORS[filter.operator as keyof typeof OPERATORS];
  const raw = filter.value;
  const list = (Array.isArray(raw) ? raw : [raw]).filter(
    (v): v is PredicateValue => v !== null && v !== undefined,
  );
  const preset = operator === 'between' && list.length === 1 ? readDatePreset(list[0]) : null;
  if (preset) {
    // v2 chart presets are UTC days whatever the dashboard's zone (charts.md §9, decision 021).
    const r = datePresetRange(preset, clock.now, DEFAULT_TIME_ZONE);
    return {
      column,
      operator,
      values: [r.start.toISOString(), r.end.toISOString()],
      temporal: true,
    };
  }
  const dateLike =
    isDateField ||
    filter.bucketing !== undefined ||
    (operator === 'between' && list.length === 2 && list.every(looksLikeDate));
  const temporalOps = ['between', 'equals', 'not_equals', 'gt', 'gte', 'lt', 'lte'];
  if (!dateLike || !temporalOps.includes(operator)) return { column, operator, values: list };
  const ends: Array<'start' | 'end'> =
    operator === 'between'
      ? ['start', 'end']
      : operator === 'gt' || operator === 'lte'
        ? ['end']
        : ['start'];
  const values = ends.map((side, i) => dateBound(list[i], side, clock, column));
  return { column, operator, values, temporal: true };
}

function looksLikeDate(v: PredicateValue): boolean {
  return typeof v === 'string' && !NUMERIC.test(v) && !Number.isNaN(Date.parse(v));
}

function dateBound(
  v: PredicateValue | undefined,
  side: 'start' | 'end',
  clock: FilterClock,
  column: string,
): string {
  const instant = parseDateValue(v, clock.timeZone);
  if (!instant) throw new Error(`'${String(v)}' is not a date (filter on ${column})`);
  if (side === 'end' && typeof v === 'string' && DATE_ONLY.test(v.trim()))
    return dayRange(instant, clock.timeZone).end.toISOString();
  return instant.toISOString();
}
