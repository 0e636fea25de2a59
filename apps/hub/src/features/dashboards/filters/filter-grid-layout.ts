import type { AnyDashboardFilter } from '@chartroom/core';
import type { FilterCell } from './filter-draft';
import { FILTER_GRID_COLUMNS } from './filter-editor-model';

/** Columns on a phone (spec §2: the filter bar's 4 on the smallest breakpoints). */
export const PHONE_FILTER_COLUMNS = 4;

/**
 * Columns of the edit-mode filter grid by its own width: the stored 10 columns from tablet width
 * on (a filter 3 wide stays a third of the bar), 4 on a phone, where the filters flow in reading
 * order and are not moved or resized (decision 029).
 */
export function filterGridColumns(width: number): number {
  return width >= 768 ? FILTER_GRID_COLUMNS : PHONE_FILTER_COLUMNS;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The filters' cells on a grid of `columns` columns. */
export function cellsFor(filters: readonly AnyDashboardFilter[], columns: number): FilterCell[] {
  if (columns === FILTER_GRID_COLUMNS) {
    return filters.map((f) => {
      const w = clamp(f.layout.w, 1, columns);
      return { i: f.id, x: clamp(f.layout.x, 0, columns - w), y: f.layout.y, w, h: f.layout.h };
    });
  }
  // Reading order (row, then column), each at least 2 wide, wrapping like the filter bar.
  const ordered = [...filters].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
  const cells: FilterCell[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const f of ordered) {
    const w = clamp(Math.round((f.layout.w * columns) / FILTER_GRID_COLUMNS), 2, columns);
    if (x + w > columns) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    cells.push({ i: f.id, x, y, w, h: f.layout.h });
    x += w;
    rowHeight = Math.max(rowHeight, f.layout.h);
  }
  return cells;
}
