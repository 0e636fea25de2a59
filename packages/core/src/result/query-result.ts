/**
 * The one data contract between the query engine and every renderer (DESIGN.md §3, §2 ui):
 * typed columns plus rows keyed by column name. Dates travel as ISO strings, big integers
 * as numbers when they fit and strings when they do not.
 */
export type ColumnType = 'number' | 'string' | 'date' | 'boolean' | 'mixed' | 'unknown';

export interface ResultColumn {
  name: string;
  type: ColumnType;
}

export type ResultValue = string | number | boolean | null;
export type ResultRow = Record<string, ResultValue>;

export interface QueryResult {
  columns: ResultColumn[];
  rows: ResultRow[];
}
