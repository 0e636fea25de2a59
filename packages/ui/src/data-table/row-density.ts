/** Tallest (roomy) and shortest (dense) table row in px, border included. */
export const ROW_HEIGHT_MAX = 37;
export const ROW_HEIGHT_MIN = 29;
/** Line height of table text (14 px font). */
export const TABLE_LINE_HEIGHT = 20;

/**
 * The row height at which the header and `rows` rows fit in `available` px (the table's scroll
 * area), between ROW_HEIGHT_MIN and ROW_HEIGHT_MAX: a page of rows fills its card without a
 * half-cut last row when the card has room for it at the dense height; else the rows scroll.
 * Unknown height (no layout yet): the roomy height. `headerExtra`: header height beyond a row
 * (the column filter inputs).
 */
export function fittedRowHeight(available: number | null, rows: number, headerExtra = 0): number {
  if (available === null || available <= 0 || rows <= 0) return ROW_HEIGHT_MAX;
  // An unconstrained table is exactly as high as its rows: this gives back the roomy height.
  const fit = Math.floor((available - headerExtra) / (rows + 1));
  return Math.min(ROW_HEIGHT_MAX, Math.max(ROW_HEIGHT_MIN, fit));
}

/** Top and bottom padding of a cell for a row `rowHeight` px high (one text line and a border). */
export function cellPaddingY(rowHeight: number): number {
  return Math.max(2, (rowHeight - TABLE_LINE_HEIGHT - 1) / 2);
}

/** Pager parts shown by the table's width: the 'Rows per page' label, first/last buttons. */
export function pagerParts(width: number | null): { label: boolean; ends: boolean } {
  if (width === null) return { label: true, ends: true };
  return { label: width >= 460, ends: width >= 320 };
}
