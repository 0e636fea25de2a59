import type { ResultColumn, ResultRow } from '@chartroom/core';

/** Rows looked at to decide that a column of unknown or mixed type holds numbers. */
const SAMPLE_ROWS = 50;

export type ColumnAlign = 'left' | 'right';

function holdsNumbers(name: string, rows: readonly ResultRow[]): boolean {
  const values = rows
    .slice(0, SAMPLE_ROWS)
    .map((r) => r[name])
    .filter((v) => v !== null && v !== undefined && v !== '');
  return values.length > 0 && values.every((v) => typeof v === 'number');
}

/**
 * Columns whose cells and header are right-aligned, as Metabase does, so digits line up by place:
 * amounts, i.e. number columns (or untyped ones holding only numbers) except the plain-number
 * columns (identifiers and years), which are labels and stay left-aligned like text.
 */
export function rightAlignedColumns(
  columns: readonly ResultColumn[],
  rows: readonly ResultRow[],
  plainNumberColumns: ReadonlySet<string>,
): Set<string> {
  const right = new Set<string>();
  for (const column of columns) {
    if (plainNumberColumns.has(column.name)) continue;
    const numeric =
      column.type === 'number' ||
      ((column.type === 'unknown' || column.type === 'mixed') && holdsNumbers(column.name, rows));
    if (numeric) right.add(column.name);
  }
  return right;
}

/** Cell style of an aligned column: right-aligned amounts use tabular (equal-width) digits. */
export function alignStyle(align: ColumnAlign) {
  return align === 'right'
    ? { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' as const }
    : {};
}
