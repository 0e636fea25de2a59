// @vitest-environment jsdom
import type { ResultColumn, ResultRow } from '@chartroom/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { DataTable } from './DataTable';

beforeAll(installDomPolyfills);
afterEach(cleanup);

const columns: ResultColumn[] = [
  { name: 'name', type: 'string' },
  { name: 'amount', type: 'number' },
  { name: 'website', type: 'string' },
];
const rows: ResultRow[] = Array.from({ length: 25 }, (_, i) => ({
  name: `Customer ${String(i + 1).padStart(2, '0')}`,
  amount: (i * 7) % 25,
  website: i === 3 ? null : `customer${i}.example.com/home`,
}));

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it("shows 'No data found' without rows", () => {
    renderWithMantine(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText('No data found')).toBeTruthy();
  });

  it("paginates 10 rows by default with 'Page X of Y' and navigation", () => {
    renderWithMantine(<DataTable columns={columns} rows={rows} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByTestId('table-page-of').textContent).toBe('Page 1 of 3');
    fireEvent.click(screen.getByLabelText('Next page'));
    expect(screen.getByTestId('table-page-of').textContent).toBe('Page 2 of 3');
    expect(firstCells()[0]).toBe('Customer 11');
    fireEvent.click(screen.getByLabelText('Last page'));
    expect(bodyRows()).toHaveLength(5);
    fireEvent.click(screen.getByLabelText('First page'));
    expect(firstCells()[0]).toBe('Customer 01');
  });

  it('sorts none → asc → desc → none', () => {
    renderWithMantine(<DataTable columns={columns} rows={rows.slice(0, 5)} />);
    const sort = screen.getByLabelText('Sort by amount');
    const amounts = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(amounts()).toEqual(['0', '7', '14', '21', '3']);
    fireEvent.click(sort);
    expect(amounts()).toEqual(['0', '3', '7', '14', '21']);
    fireEvent.click(sort);
    expect(amounts()).toEqual(['21', '14', '7', '3', '0']);
    fireEvent.click(sort);
    expect(amounts()).toEqual(['0', '7', '14', '21', '3']);
  });

  it('adds a second sort with shift-click', () => {
    const data: ResultRow[] = [
      { name: 'b', amount: 1, website: null },
      { name: 'a', amount: 2, website: null },
      { name: 'a', amount: 1, website: null },
    ];
    renderWithMantine(<DataTable columns={columns} rows={data} />);
    fireEvent.click(screen.getByLabelText('Sort by name'));
    fireEvent.click(screen.getByLabelText('Sort by amount'), { shiftKey: true });
    fireEvent.click(screen.getByLabelText('Sort by amount'), { shiftKey: true });
    const cells = bodyRows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent)
        .join(':'),
    );
    expect(cells).toEqual(['a:2', 'a:1', 'b:1']);
  });

  it("renders links by hostname with https:// and '-' for empty cells", () => {
    renderWithMantine(<DataTable columns={columns} rows={rows.slice(0, 5)} />);
    const link = screen.getByRole('link', { name: 'customer0.example.com' });
    expect(link.getAttribute('href')).toBe('https://customer0.example.com/home');
    expect(within(bodyRows()[3] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('-');
  });

  it('filters per column when enabled', () => {
    renderWithMantine(
      <DataTable columns={columns} rows={rows} options={{ enableFiltering: true }} />,
    );
    fireEvent.change(screen.getByLabelText('Filter name'), { target: { value: 'customer 2' } });
    expect(firstCells()).toEqual([
      'Customer 20',
      'Customer 21',
      'Customer 22',
      'Customer 23',
      'Customer 24',
      'Customer 25',
    ]);
  });

  it('hides columns and offers no filters by default', () => {
    renderWithMantine(
      <DataTable columns={columns} rows={rows} options={{ hiddenColumnNames: ['website'] }} />,
    );
    expect(screen.queryByLabelText('Sort by website')).toBeNull();
    expect(screen.queryByLabelText('Filter name')).toBeNull();
  });

  it('starts from the saved page size, sorting and display names', () => {
    renderWithMantine(
      <DataTable
        columns={columns}
        rows={rows}
        options={{
          pageSize: 20,
          sortingState: [{ id: 'name', desc: true }],
          columnNameConfigs: { amount: 'Amount (EUR)' },
        }}
      />,
    );
    expect(bodyRows()).toHaveLength(20);
    expect(firstCells()[0]).toBe('Customer 25');
    expect(screen.getByLabelText('Sort by Amount (EUR)')).toBeTruthy();
    expect(screen.getByTestId('table-page-of').textContent).toBe('Page 1 of 2');
  });

  it('virtualises long unpaginated tables', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      name: `n${i}`,
      amount: i,
      website: null,
    }));
    renderWithMantine(<DataTable columns={columns} rows={many} options={{ pagination: false }} />);
    expect(bodyRows().length).toBeLessThan(100);
    expect(screen.queryByTestId('table-pagination')).toBeNull();
  });

  it('right-aligns number columns, header too, and keeps identifiers on the left', () => {
    renderWithMantine(
      <DataTable
        columns={[{ name: 'order_id', type: 'number' }, ...columns]}
        rows={rows.slice(0, 3).map((r, i) => ({ order_id: 199810 + i, ...r }))}
      />,
    );
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    const [id, name, amount] = cells;
    expect(amount?.style.textAlign).toBe('right');
    expect(amount?.style.fontVariantNumeric).toBe('tabular-nums');
    expect(id?.style.textAlign).toBe('');
    expect(name?.style.textAlign).toBe('');
    const header = (column: string) =>
      within(screen.getByLabelText(`Sort by ${column}`)).getByText(column);
    expect(getComputedStyle(header('amount')).textAlign).toBe('right');
    expect(getComputedStyle(header('order_id')).textAlign).not.toBe('right');
  });

  describe('fits its card', () => {
    const orderColumns: ResultColumn[] = [
      { name: 'order_id', type: 'number' },
      { name: 'created_at', type: 'date' },
      { name: 'product', type: 'string' },
      { name: 'status', type: 'string' },
    ];
    const orderRows: ResultRow[] = Array.from({ length: 30 }, (_, i) => ({
      order_id: 199000 + i,
      created_at: `2026-11-25T21:${String(i).padStart(2, '0')}:08.000Z`,
      product: i === 4 ? 'Noise-Cancelling Headphones' : 'Air Fryer',
      status: 'completed',
    }));
    const headerWidth = (name: string) =>
      parseFloat(screen.getByLabelText(`Sort by ${name}`).closest('th')!.style.width || 'NaN');

    /** Renders as if every element were `width` × `height` px (jsdom has no layout). */
    function renderSized(
      width: number,
      height: number,
      ui: Parameters<typeof renderWithMantine>[0],
    ) {
      const w = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
      const h = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
      try {
        renderWithMantine(ui);
      } finally {
        w.mockRestore();
        h.mockRestore();
      }
    }

    it('sizes columns to their content, not 160 px each', () => {
      renderWithMantine(<DataTable columns={orderColumns} rows={orderRows} />);
      const id = headerWidth('order_id');
      const created = headerWidth('created_at');
      const product = headerWidth('product');
      expect(id).toBeLessThan(created);
      expect(created).toBeLessThan(product);
      expect(new Set([id, created, product]).size).toBe(3);
      // The last column takes the rest of the width (no fixed width, at least 100 px).
      const status = screen.getByLabelText('Sort by status').closest('th')!;
      expect(status.style.width).toBe('');
      expect(status.style.minWidth).toBe('100px');
    });

    it('keeps a saved column width', () => {
      renderWithMantine(
        <DataTable
          columns={orderColumns}
          rows={orderRows}
          options={{ columnWidthState: { product: 333 } }}
        />,
      );
      expect(headerWidth('product')).toBe(333);
    });

    it('makes rows denser so that the header and a page of rows fit the card', () => {
      renderSized(700, 341, <DataTable columns={orderColumns} rows={orderRows} />);
      const table = screen.getByTestId('data-table');
      expect(table.getAttribute('data-row-height')).toBe('31');
      expect(bodyRows()[0]!.style.height).toBe('31px');
      // A wide table shows the whole pager.
      expect(screen.getByText('Rows per page')).toBeTruthy();
      expect(screen.getByLabelText('First page')).toBeTruthy();
    });

    it('keeps a phone-wide pager on one line: no label, the select still named', () => {
      renderSized(340, 341, <DataTable columns={orderColumns} rows={orderRows} />);
      expect(screen.queryByText('Rows per page')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Rows per page' })).toBeTruthy();
      expect(screen.getByLabelText('Next page')).toBeTruthy();
    });
  });
});
