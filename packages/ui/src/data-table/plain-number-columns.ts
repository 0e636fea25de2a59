import type { ResultColumn, ResultRow } from '@chartroom/core';

/** Column names of identifiers: `id`, `order_id`, `customer-id`, `customerId`, `ID`. */
const ID_NAME = /(^|[_\s-])id$|[a-z0-9]Id$|^ID$|[_\s-]ID$/;
/** Column names of years: `year`, `fiscal_year`, `yr`, `birthYear`. */
const YEAR_NAME = /(^|[_\s-])(year|yr)$|[a-z]Year$/i;
/** Rows looked at to decide that a column's integers are years. */
const SAMPLE_ROWS = 50;

function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^-?\d+$/.test(value.trim());
}

function looksLikeYears(name: string, rows: readonly ResultRow[]): boolean {
  const values = rows
    .slice(0, SAMPLE_ROWS)
    .map((r) => r[name])
    .filter((v) => v !== null && v !== undefined && v !== '');
  if (values.length === 0) return false;
  return values.every((v) => isInteger(v) && Number(v) >= 1900 && Number(v) <= 2100);
}

/**
 * Number columns whose values are labels rather than amounts, shown without thousands separators
 * ('199810', not '199,810'): identifiers by name (`id`, `*_id`, `*Id`) and years (by name, or a
 * column of integers that all lie between 1900 and 2100).
 */
export function detectPlainNumberColumns(
  columns: readonly ResultColumn[],
  rows: readonly ResultRow[],
): Set<string> {
  const plain = new Set<string>();
  for (const column of columns) {
    if (column.type !== 'number' && column.type !== 'unknown' && column.type !== 'mixed') continue;
    const name = column.name.trim();
    if (ID_NAME.test(name) || YEAR_NAME.test(name) || looksLikeYears(column.name, rows))
      plain.add(column.name);
  }
  return plain;
}
