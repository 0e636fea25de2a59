import type { ColumnType, OutputColumn } from '@chartroom/core';

/** Non-null values sampled per column (charts.md §9). */
export const TYPE_SAMPLE_SIZE = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** The type of one value: numbers, ISO dates and date objects, booleans, else string. */
export function valueType(value: unknown): ColumnType {
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'date';
  if (typeof value === 'string') return ISO_DATE.test(value.trim()) ? 'date' : 'string';
  return 'unknown';
}

/**
 * Output columns of a query result (charts.md §4): the names are those of the first row; a
 * column's type is the one type of its first (up to 10) non-null values, and 'mixed' when they
 * disagree or when there are none.
 */
export function inferOutputColumns(rows: readonly Record<string, unknown>[]): OutputColumn[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first).map((columnName) => {
    const types = new Set<ColumnType>();
    let sampled = 0;
    for (const row of rows) {
      if (sampled >= TYPE_SAMPLE_SIZE) break;
      const value = row[columnName];
      if (value === null || value === undefined) continue;
      types.add(valueType(value));
      sampled += 1;
    }
    const [only] = types;
    return { columnName, type: types.size === 1 && only ? only : 'mixed' };
  });
}
