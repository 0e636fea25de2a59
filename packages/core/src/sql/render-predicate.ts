import type { Dialect } from './dialect';
import type { Predicate, PredicateValue } from '../filters/predicate';
import type { ParamList } from './param-list';

export { ParamList } from './param-list';

const COMPARE = { equals: '=', not_equals: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/**
 * Renders one predicate against a column reference; values only as parameters. The column is
 * never wrapped in a function except for LIKE (text match): date bounds are bound values cast to
 * the engine's timestamp, so range filters stay sargable.
 */
export function renderPredicate(
  dialect: Dialect,
  params: ParamList,
  p: Predicate,
  columnRef: string,
): string {
  const bind = (v: PredicateValue) =>
    p.temporal
      ? dialect.timestampParam(params.add(String(v), 'timestamp'), p.timeZone)
      : params.add(v);
  const first = p.values[0];
  const need = (n: number) => {
    if (p.values.length < n)
      throw new Error(
        `Filter ${p.operator} on ${p.column} needs ${n === 1 ? 'a value' : `${n} values`}`,
      );
  };
  switch (p.operator) {
    case 'between':
    case 'not_between': {
      need(2);
      const not = p.operator === 'not_between' ? 'NOT ' : '';
      return `${columnRef} ${not}BETWEEN ${bind(p.values[0]!)} AND ${bind(p.values[1]!)}`;
    }
    case 'in':
      if (p.values.length === 0) return '1 = 0';
      return `${columnRef} IN (${p.values.map(bind).join(', ')})`;
    case 'not_in':
      if (p.values.length === 0) return '1 = 1';
      return `${columnRef} NOT IN (${p.values.map(bind).join(', ')})`;
    case 'like':
    case 'not_like': {
      need(1);
      const match = dialect.ilike(dialect.castToText(columnRef), params.add(String(first)));
      return p.operator === 'like' ? match : `NOT (${match})`;
    }
    case 'equals':
    case 'not_equals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      need(1);
      return `${columnRef} ${COMPARE[p.operator]} ${bind(first!)}`;
    case 'is_null':
      return `${columnRef} IS NULL`;
    case 'is_not_null':
      return `${columnRef} IS NOT NULL`;
  }
}
