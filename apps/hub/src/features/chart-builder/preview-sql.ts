/** Rows the builder's 'Preview data' fetches (charts.md §9). */
export const BUILDER_PREVIEW_LIMIT = 100;

const VARIABLE = /'\{\{[A-Za-z0-9_]+\}\}'|\{\{[A-Za-z0-9_]+\}\}/g;

function body(query: string): string {
  return query.trim().replace(/;+\s*$/, '');
}

function capped(sql: string, limit: number): string {
  return `SELECT * FROM (\n${sql}\n) AS builder_preview LIMIT ${limit}`;
}

/**
 * A query whose variables have no value yet, each `{{variable}}` as NULL padded to its length:
 * asked when the zero-row run of `previewColumnsSql` failed, so that the error's line, column
 * and excerpt are those of the user's text (the server checks the text it gets). Its rows are
 * never shown. (Otherwise 'Preview data' sends the query as written, the server binding its
 * `{{variables}}`, and shows the first `BUILDER_PREVIEW_LIMIT` rows of the answer.)
 */
export function nullVariablesSql(query: string): string {
  return query.replace(VARIABLE, (variable) => 'NULL'.padEnd(variable.length, ' '));
}

/**
 * The SQL that finds the output columns of a query whose variables have no value yet: each
 * `{{variable}}` as NULL and no row at all (LIMIT 0), so nothing is ever shown unfiltered.
 */
export function previewColumnsSql(query: string): string {
  return capped(body(query).replace(VARIABLE, 'NULL'), 0);
}
