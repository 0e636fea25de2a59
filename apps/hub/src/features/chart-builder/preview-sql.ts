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
 * The SQL 'Preview data' runs: the query without its trailing semicolons, capped to 100 rows. Its
 * `{{variables}}` stay in place: the server binds them as parameters from the chart's filters.
 */
export function previewSql(query: string, limit = BUILDER_PREVIEW_LIMIT): string {
  return capped(body(query), limit);
}

/**
 * The SQL that finds the output columns of a query whose variables have no value yet: each
 * `{{variable}}` as NULL and no row at all (LIMIT 0), so nothing is ever shown unfiltered.
 */
export function previewColumnsSql(query: string): string {
  return capped(body(query).replace(VARIABLE, 'NULL'), 0);
}
