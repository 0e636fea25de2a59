import { describe, expect, it } from 'vitest';
import {
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  contentColumnWidths,
  textWidthEm,
} from './content-widths';
import {
  cellPaddingY,
  fittedRowHeight,
  pagerParts,
  ROW_HEIGHT_MAX,
  ROW_HEIGHT_MIN,
} from './row-density';

const orders = [
  { order_id: '199837', created_at: '2026-11-25 22:03:08', product: 'Air Fryer', i: 'y' },
  {
    order_id: '199751',
    created_at: '2026-11-25 21:50:44',
    product: 'Noise-Cancelling Headphones',
    i: 'n',
  },
];

function widths(rows: Array<Record<string, string>>, editable = false) {
  return contentColumnWidths({
    ids: Object.keys(rows[0]!),
    header: (id) => id,
    cell: (id, r) => rows[r]![id]!,
    rowCount: rows.length,
    editable,
  });
}

describe('contentColumnWidths', () => {
  it('sizes each column to its widest cell or header', () => {
    const w = widths(orders);
    // A date-time is wider than an id; the longest product name sets its column.
    expect(w.created_at).toBeGreaterThan(w.order_id!);
    expect(w.product).toBeGreaterThan(w.created_at!);
    // Wide enough for the text (14 px) plus the cell padding.
    expect(w.product).toBeGreaterThanOrEqual(textWidthEm('Noise-Cancelling Headphones') * 14 + 20);
    // The header of a short column wins over its one-letter cells, within the minimum.
    expect(w.i).toBe(MIN_COLUMN_WIDTH);
    expect(w.order_id).toBeGreaterThanOrEqual(textWidthEm('order_id', true) * 14 + 20);
  });

  it('keeps very long text within the maximum (the cell shows an ellipsis)', () => {
    const w = widths([{ note: 'x'.repeat(400) }]);
    expect(w.note).toBe(MAX_COLUMN_WIDTH);
  });

  it('leaves room for the column editor button in edit mode', () => {
    expect(widths(orders, true).order_id).toBeGreaterThan(widths(orders).order_id!);
  });

  it('measures digits, narrow and wide letters differently', () => {
    expect(textWidthEm('iiii')).toBeLessThan(textWidthEm('0000'));
    expect(textWidthEm('0000')).toBeLessThan(textWidthEm('MMMM'));
    expect(textWidthEm('abc', true)).toBeGreaterThan(textWidthEm('abc'));
  });
});

describe('row density', () => {
  it('fits the header and a page of rows in the available height', () => {
    // The demo's 'Recent orders' card: 10 rows under the header in about 341 px.
    expect(fittedRowHeight(341, 10)).toBe(31);
    expect(11 * fittedRowHeight(341, 10)).toBeLessThanOrEqual(341);
  });

  it('stays roomy when there is room, and never below the dense height', () => {
    expect(fittedRowHeight(1000, 10)).toBe(ROW_HEIGHT_MAX);
    expect(fittedRowHeight(100, 10)).toBe(ROW_HEIGHT_MIN);
    expect(fittedRowHeight(null, 10)).toBe(ROW_HEIGHT_MAX);
    // An unconstrained table is as high as its rows: the height it computes is the one it has.
    expect(fittedRowHeight(ROW_HEIGHT_MAX * 6, 5)).toBe(ROW_HEIGHT_MAX);
    // Filter inputs make the header taller.
    expect(fittedRowHeight(341 + 34, 10, 34)).toBe(31);
  });

  it('pads a cell to the row height', () => {
    expect(cellPaddingY(37)).toBe(8);
    expect(cellPaddingY(31)).toBe(5);
  });

  it('drops the pager label, then its first/last buttons, as the table narrows', () => {
    expect(pagerParts(700)).toEqual({ label: true, ends: true });
    expect(pagerParts(340)).toEqual({ label: false, ends: true });
    expect(pagerParts(260)).toEqual({ label: false, ends: false });
    expect(pagerParts(null)).toEqual({ label: true, ends: true });
  });
});
