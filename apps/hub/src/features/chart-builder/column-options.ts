import type { OutputColumn } from '@chartroom/core';

/** Select options of output columns. */
export function columnOptions(columns: readonly OutputColumn[]) {
  return columns.map((c) => ({ value: c.columnName, label: c.columnName }));
}

/** Columns the Stat Card's stat can be computed on: mixed-type columns are excluded (§5). */
export function statUnitColumns(columns: readonly OutputColumn[]): OutputColumn[] {
  return columns.filter((c) => c.type !== 'mixed');
}
