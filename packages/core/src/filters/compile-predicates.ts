import { wallClock } from '../dates/time-zone';
import type { Predicate, PredicateValue } from './predicate';

/** Column types as output columns and table schemas name them. */
export type ColumnKind = 'number' | 'string' | 'date' | 'boolean' | 'mixed' | 'unknown';

/**
 * A predicate ready to render: temporal ISO instants become wall-clock times in the data's zone
 * (computed once here, so the column is compared raw), and values are coerced to the column's
 * type (a Select on a number column sends strings).
 */
export function compilePredicate(p: Predicate, dataTimeZone: string, kind?: ColumnKind): Predicate {
  if (p.temporal) {
    if (p.timeZone) return p;
    const values = p.values.map((v) => {
      const instant = new Date(typeof v === 'boolean' ? Number.NaN : v);
      if (Number.isNaN(instant.getTime()))
        throw new Error(`'${String(v)}' is not a date (filter on ${p.column})`);
      return wallClock(instant, dataTimeZone);
    });
    return { ...p, values, timeZone: dataTimeZone };
  }
  if (kind === 'number') return { ...p, values: p.values.map(toNumber) };
  if (kind === 'boolean') return { ...p, values: p.values.map(toBoolean) };
  return p;
}

function toNumber(v: PredicateValue): PredicateValue {
  if (typeof v !== 'string' || v.trim() === '') return v;
  const n = Number(v);
  return Number.isNaN(n) ? v : n;
}

function toBoolean(v: PredicateValue): PredicateValue {
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v;
}
