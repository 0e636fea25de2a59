// @vitest-environment jsdom
import type { ResultColumn, ResultRow } from '@chartroom/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { DataTable } from './DataTable';
import { moveColumn, persistableTableOptions } from './table-state';

beforeAll(installDomPolyfills);
afterEach(cleanup);

const columns: ResultColumn[] = [
  { name: 'name', type: 'string' },
  { name: 'amount', type: 'number' },
  { name: 'day', type: 'date' },
];
const rows: ResultRow[] = [
  { name: 'a', amount: 1234.5, day: '2024-03-05' },
  { name: 'b', amount: 2, day: '2024-03-06' },
];
const headerNames = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.querySelector('p, .mantine-Text-root')?.textContent);
const firstRowCells = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('DataTable column state', () => {
  it('pins columns to the left and keeps them first', () => {
    renderWithMantine(
      <DataTable columns={columns} rows={rows} options={{ leftPinnedColumnNames: ['day'] }} />,
    );
    expect(headerNames()[0]).toBe('day');
    const pinned = screen.getAllByRole('columnheader')[0] as HTMLElement;
    expect(pinned.style.position).toBe('sticky');
  });

  it('starts from the saved order and widths, and reports moves', async () => {
    const onTableStateChange = vi.fn();
    renderWithMantine(
      <DataTable
        columns={columns}
        rows={rows}
        editable
        options={{ columnOrderState: ['amount'], columnWidthState: { name: 222 } }}
        onTableStateChange={onTableStateChange}
      />,
    );
    expect(headerNames()).toEqual(['amount', 'name', 'day']);
    fireEvent.click(screen.getByLabelText('Edit column amount'));
    fireEvent.click(await screen.findByLabelText('Move right'));
    expect(headerNames()).toEqual(['name', 'amount', 'day']);
    expect(onTableStateChange).toHaveBeenLastCalledWith({
      columnWidthState: { name: 222 },
      columnOrderState: ['name', 'amount', 'day'],
    });
  });

  it('renames a column and sets its number format from the header popover', async () => {
    const onColumnConfigChange = vi.fn();
    renderWithMantine(
      <DataTable
        columns={columns}
        rows={rows}
        editable
        onColumnConfigChange={onColumnConfigChange}
      />,
    );
    fireEvent.click(screen.getByLabelText('Edit column amount'));
    fireEvent.change(await screen.findByLabelText('Column name'), { target: { value: 'Amount' } });
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: '$' } });
    fireEvent.click(screen.getByText('Apply'));
    expect(onColumnConfigChange).toHaveBeenCalledWith({
      columnNameConfigs: { amount: 'Amount' },
      columnFormatConfigs: { amount: { formatPrefix: '$' } },
    });
    expect(screen.getByLabelText('Sort by Amount')).toBeTruthy();
    expect(firstRowCells()[1]).toBe('$1,234.50');
  });

  it('formats date columns with the saved Intl options', () => {
    renderWithMantine(
      <DataTable
        columns={columns}
        rows={rows}
        options={{ columnFormatConfigs: { day: { formatConfig: '{"dateStyle":"medium"}' } } }}
      />,
    );
    expect(firstRowCells()[2]).toBe('Mar 5, 2024');
  });

  it('shows no column editor outside edit mode', () => {
    renderWithMantine(<DataTable columns={columns} rows={rows} />);
    expect(screen.queryByLabelText('Edit column amount')).toBeNull();
  });

  it('keeps 2,000 rows virtualised while scrolling', () => {
    const size = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    try {
      const many = Array.from({ length: 2000 }, (_, i) => ({
        name: `n${i}`,
        amount: i,
        day: null,
      }));
      const { container } = renderWithMantine(
        <DataTable columns={columns} rows={many} options={{ pagination: false }} />,
      );
      const rendered = () => container.querySelectorAll('tbody tr:not([aria-hidden])').length;
      expect(rendered()).toBeGreaterThan(5);
      expect(rendered()).toBeLessThan(60);
      expect(screen.getByText('n0')).toBeTruthy();
      expect(screen.queryByText('n1000')).toBeNull();
      const scroller = container.querySelector('tbody')?.closest('div[style*="overflow"]');
      if (!(scroller instanceof HTMLElement)) throw new Error('no scroller');
      act(() => {
        scroller.scrollTop = 1000 * 37;
        fireEvent.scroll(scroller);
      });
      expect(screen.getByText('n1000')).toBeTruthy();
      expect(screen.queryByText('n0')).toBeNull();
      expect(rendered()).toBeLessThan(60);
    } finally {
      size.mockRestore();
      width.mockRestore();
    }
  });
});

describe('table state helpers', () => {
  it('moves a column within bounds', () => {
    expect(moveColumn(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('persists widths and order only when asked', () => {
    const state = { columnWidthState: { a: 100 }, columnOrderState: ['b', 'a'] };
    expect(persistableTableOptions({ persistColumnWidthsOnSave: true }, state)).toEqual({
      persistColumnWidthsOnSave: true,
      ...state,
    });
    expect(
      persistableTableOptions({ columnWidthState: { a: 1 }, enableSorting: true }, state),
    ).toEqual({ enableSorting: true });
  });
});
