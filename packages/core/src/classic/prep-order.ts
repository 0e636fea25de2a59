import type { Dialect } from '../sql/dialect';

/**
 * The column a classic chart's source adds to carry the data prep's row order: the row number
 * of each prep row as the prep returned it (1 = first).
 */
export const PREP_ORDER_COLUMN = 'chartroom_prep_order';

/**
 * True when the statement ends in its own ORDER BY: at the top level, outside parentheses
 * (subqueries, CTEs, window specifications), string literals, quoted identifiers and comments.
 */
export function hasTopLevelOrderBy(sql: string): boolean {
  let depth = 0;
  let i = 0;
  let previousWord = '';
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(sql, i, ch);
      previousWord = '';
      continue;
    }
    if (ch === '[') {
      const end = sql.indexOf(']', i + 1);
      i = end < 0 ? sql.length : end + 1;
      previousWord = '';
      continue;
    }
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (/[A-Za-z_]/.test(ch)) {
      let end = i + 1;
      while (end < sql.length && /[A-Za-z0-9_$]/.test(sql[end]!)) end += 1;
      const word = sql.slice(i, end).toUpperCase();
      if (depth === 0 && previousWord === 'ORDER' && word === 'BY') return true;
      previousWord = word;
      i = end;
      continue;
    }
    if (!/\s/.test(ch)) previousWord = '';
    i += 1;
  }
  return false;
}

/** The index after a quoted literal or identifier starting at `start` (doubled quotes escape). */
function skipQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === '\\' && quote === "'") {
      i += 2;
      continue;
    }
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return sql.length;
}

/**
 * The prep wrapped so each row carries its position in the prep's answer:
 * `SELECT "prep_rows".*, ROW_NUMBER() OVER () AS "chartroom_prep_order" FROM (<prep>) AS
 * "prep_rows"`. The row number is taken as the rows leave the ordered prep, before any filter,
 * grouping or join of the chart could reorder them. Checked on DuckDB, PostgreSQL (and PGlite)
 * and ClickHouse; MySQL/MariaDB drop a derived table's ORDER BY (and number a window's rows in
 * their own order), so there the prep's order is not kept.
 */
export function numberPrepRows(dialect: Dialect, prep: string): string {
  const q = (name: string) => dialect.quoteIdentifier(name);
  // SQL Server requires an ORDER BY in every OVER clause; ordering by a constant keeps the rows.
  const over = dialect.name === 'mssql' ? 'OVER (ORDER BY (SELECT NULL))' : 'OVER ()';
  const rows = q('prep_rows');
  return `SELECT ${rows}.*, ROW_NUMBER() ${over} AS ${q(PREP_ORDER_COLUMN)} FROM (\n${prep}\n) AS ${rows}`;
}
