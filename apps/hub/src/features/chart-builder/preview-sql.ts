/** Rows the builder's 'Preview data' fetches (charts.md §9). */
export const BUILDER_PREVIEW_LIMIT = 100;

const VARIABLE = /'\{\{[A-Za-z0-9_]+\}\}'|\{\{[A-Za-z0-9_]+\}\}/g;

/**
 * The SQL 'Preview data' runs: the query without its trailing semicolons, with each `{{variable}}`
 * as NULL (a preview has no filter values; no user value is ever spliced in), capped to 100 rows.
 */
export function previewSql(query: string, limit = BUILDER_PREVIEW_LIMIT): string {
  const body = query
    .trim()
    .replace(/;+\s*$/, '')
    .replace(VARIABLE, 'NULL');
  return `SELECT * FROM (\n${body}\n) AS builder_preview LIMIT ${limit}`;
}
