import type { ColumnType, QueryResult, ResultRow, ResultValue } from '@chartroom/core';

/** How a driver reads one column's values (each driver converts within its kinds). */
export type ValueKind =
  'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'json' | 'binary' | 'text';

/** The result contract's column type of a value kind. */
export function kindColumnType(kind: ValueKind): ColumnType {
  if (kind === 'integer' || kind === 'decimal') return 'number';
  if (kind === 'boolean') return 'boolean';
  if (kind === 'date' || kind === 'datetime') return 'date';
  return 'string';
}

/** Typed columns and converted rows from column names, their kinds and a value converter. */
export function typedResult<K extends ValueKind>(
  names: readonly string[],
  kinds: readonly K[],
  rows: ReadonlyArray<Record<string, unknown>>,
  convert: (value: unknown, kind: K) => ResultValue,
  fallback: K,
): QueryResult {
  return {
    columns: names.map((name, i) => ({ name, type: kindColumnType(kinds[i] ?? fallback) })),
    rows: rows.map((row) => {
      const out: ResultRow = {};
      names.forEach((name, i) => {
        out[name] = convert(row[name], kinds[i] ?? fallback);
      });
      return out;
    }),
  };
}
