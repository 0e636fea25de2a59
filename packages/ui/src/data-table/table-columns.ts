import type { ResultColumn, ResultRow, ResultValue } from '@chartroom/core';
import type { ColumnDef, Row } from '@tanstack/react-table';
import { toNumber } from '../format/number-format';

function compareValues(a: ResultValue | undefined, b: ResultValue | undefined, numeric: boolean) {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (numeric) {
    const an = toNumber(a);
    const bn = toNumber(b);
    if (an !== null && bn !== null) return an - bn;
  }
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Case-insensitive "contains" filter on the displayed text. */
function containsFilter(row: Row<ResultRow>, columnId: string, filter: unknown): boolean {
  const needle = String(filter ?? '')
    .trim()
    .toLowerCase();
  if (needle === '') return true;
  const value = row.getValue<ResultValue>(columnId);
  return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
}

/** One TanStack column per result column, keyed by the column name, `sizes` its start widths. */
export function buildColumnDefs(
  columns: ResultColumn[],
  sizes: Readonly<Record<string, number>> = {},
): ColumnDef<ResultRow, ResultValue>[] {
  return columns.map((c) => ({
    id: c.name,
    ...(sizes[c.name] === undefined ? {} : { size: sizes[c.name] }),
    header: c.name,
    accessorFn: (row: ResultRow) => row[c.name] ?? null,
    sortingFn: (a: Row<ResultRow>, b: Row<ResultRow>, id: string) =>
      compareValues(a.getValue(id), b.getValue(id), c.type === 'number'),
    filterFn: containsFilter,
    meta: { type: c.type },
  }));
}
