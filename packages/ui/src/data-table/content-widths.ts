/** Narrowest and widest a column is sized from its content (a resize can go past the maximum). */
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 320;
/** Rows looked at to size a column (the widest text among them wins). */
export const WIDTH_SAMPLE_ROWS = 200;
/** Left and right padding of a cell (Mantine Table's horizontal spacing 'xs'). */
const CELL_PADDING = 2 * 10;
/** A header also holds the sort icon and its gap, and keeps clear of the resize handle. */
const HEADER_EXTRA = 14 + 4 + 6;
/** The column editor button beside the name in edit mode. */
const EDITOR_EXTRA = 24;
/** Table text size in px (Mantine 'sm'). */
const FONT_SIZE = 14;

/**
 * Width in em of `text` in a proportional sans-serif (Helvetica/Arial-like metrics), a little
 * generous so that a column sized from it does not cut its text. Bold is about 6% wider.
 */
export function textWidthEm(text: string, bold = false): number {
  let width = 0;
  for (const ch of text) {
    if (/[0-9$€£¥#?_]/.test(ch)) width += 0.56;
    else if (/[.,:;'|!il ]/.test(ch)) width += 0.28;
    else if (/[-()/[\]ftjr]/.test(ch)) width += 0.34;
    else if (/[MWmw@%]/.test(ch)) width += 0.86;
    else if (/[A-Z]/.test(ch)) width += 0.7;
    else width += 0.56;
  }
  return bold ? width * 1.06 : width;
}

export interface ContentWidthInput {
  /** Column ids in table order. */
  ids: readonly string[];
  /** The header text of a column (its display name). */
  header: (id: string) => string;
  /** The displayed text of a cell. */
  cell: (id: string, rowIndex: number) => string;
  rowCount: number;
  /** Edit mode: headers hold the column editor button too. */
  editable?: boolean;
}

/**
 * Each column's width from its content, as Metabase sizes its table columns: the widest of its
 * header and its first WIDTH_SAMPLE_ROWS cells, plus padding, within MIN/MAX_COLUMN_WIDTH.
 */
export function contentColumnWidths(input: ContentWidthInput): Record<string, number> {
  const rows = Math.min(input.rowCount, WIDTH_SAMPLE_ROWS);
  const headerExtra = HEADER_EXTRA + (input.editable ? EDITOR_EXTRA : 0);
  const widths: Record<string, number> = {};
  for (const id of input.ids) {
    let widest = textWidthEm(input.header(id), true) * FONT_SIZE + headerExtra;
    for (let r = 0; r < rows; r++) {
      widest = Math.max(widest, textWidthEm(input.cell(id, r)) * FONT_SIZE);
    }
    widths[id] = Math.round(
      Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, widest + CELL_PADDING)),
    );
  }
  return widths;
}
