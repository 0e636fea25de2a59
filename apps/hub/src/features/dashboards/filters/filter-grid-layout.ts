import type { AnyDashboardFilter } from '@chartroom/core';
import type { FilterCell } from './filter-draft';
import { FILTER_GRID_COLUMNS } from './filter-editor-model';

/** Columns of the filter grid by its own width (spec §2: 10/8/6/4, the canvas breakpoints). */
export function filterGridColumns(width: number): number {
  if (width >= 1200) return 10;
  if (width >= 996) return 8;
  if (width >= 768) return 6;
  return 4;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The stored 10-column layouts shown on a grid of `columns` columns (at least 2 wide). */
export function cellsFor(filters: readonly AnyDashboardFilter[], columns: number): FilterCell[] {
  const scale = columns / FILTER_GRID_COLUMNS;
  return filters.map((f) => {
    const w = clamp(Math.round(f.layout.w * scale), Math.min(2, columns), columns);
    const x = clamp(Math.round(f.layout.x * scale), 0, columns - w);
    return { i: f.id, x, y: f.layout.y, w, h: f.layout.h };
  });
}

/** Cells of a `columns`-column grid back in the stored 10-column units. */
export function storedCells(cells: readonly FilterCell[], columns: number): FilterCell[] {
  if (columns === FILTER_GRID_COLUMNS) return cells.map((c) => ({ ...c }));
  const scale = FILTER_GRID_COLUMNS / columns;
  return cells.map((c) => {
    const w = clamp(Math.round(c.w * scale), 1, FILTER_GRID_COLUMNS);
    return { ...c, w, x: clamp(Math.round(c.x * scale), 0, FILTER_GRID_COLUMNS - w) };
  });
}
