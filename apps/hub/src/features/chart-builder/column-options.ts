import type { OutputColumn } from '@chartroom/core';

/** Select options of output columns. */
export function columnOptions(columns: readonly OutputColumn[]) {
  return columns.map((c) => ({ value: c.columnName, label: c.columnName }));
}
