// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test-utils/render';
import { CardEditActions } from './CardEditActions';
import { ChartCard } from './ChartCard';
import { DashboardCanvas } from './DashboardCanvas';

afterEach(cleanup);

describe('card edit and remove (edit mode)', () => {
  it('calls back with the chart id, and shows on keyboard focus', () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderWithMantine(
      <ChartCard
        chartId="c1"
        state="ready"
        controls={<CardEditActions chartId="c1" onEdit={onEdit} onRemove={onRemove} />}
      >
        body
      </ChartCard>,
    );
    const controls = screen.getByTestId('card-controls');
    expect(controls.style.opacity).toBe('0');
    const remove = screen.getByRole('button', { name: 'Remove chart' });
    fireEvent.focus(remove);
    expect(controls.style.opacity).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit chart' }));
    fireEvent.click(remove);
    expect(onEdit).toHaveBeenCalledWith('c1');
    expect(onRemove).toHaveBeenCalledWith('c1');
  });

  it('leaves out a button without its callback', () => {
    renderWithMantine(<CardEditActions chartId="c1" onRemove={() => undefined} />);
    expect(screen.queryByTestId('card-edit-c1')).toBeNull();
    expect(screen.getByTestId('card-remove-c1')).toBeTruthy();
  });
});

describe('canvas in edit mode', () => {
  it('shows the zero state as an editing panel with its action', () => {
    renderWithMantine(
      <DashboardCanvas
        charts={{}}
        renderChart={() => null}
        emptyEditing
        emptyAction={<button>Add chart</button>}
      />,
    );
    const zero = screen.getByTestId('dashboard-zero-state');
    expect(zero.getAttribute('data-editing')).toBe('true');
    expect(zero.textContent).toContain('Add chart to get started');
    expect(zero.textContent).toContain('Switch to Edit mode to add charts here.');
    expect(screen.getByRole('button', { name: 'Add chart' })).toBeTruthy();
    expect(zero.style.height).toBe('550px');
  });

  it("gives each chart its cell at the grid's breakpoint", () => {
    const seen: Array<[string, number | undefined]> = [];
    renderWithMantine(
      <DashboardCanvas
        charts={{
          a: { layout: { i: 'a', x: 0, y: 0, w: 4, h: 10 }, version: 1 },
          b: { layout: { i: 'b', x: 4, y: 0, w: 4, h: 6 }, version: 1 },
        }}
        renderChart={(id, cell) => {
          seen.push([id, cell?.h]);
          return <div>{id}</div>;
        }}
      />,
    );
    expect(new Map(seen)).toEqual(
      new Map([
        ['a', 10],
        ['b', 6],
      ]),
    );
  });
});
