// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartCard } from './ChartCard';
import { DashboardCanvas } from './DashboardCanvas';
import { renderWithMantine } from '../test-utils/render';

afterEach(cleanup);

const charts = {
  a: { layout: { i: 'a', x: 0, y: 0, w: 4, h: 8 }, version: 1 },
  b: { layout: { i: 'b', x: 4, y: 0, w: 4, h: 8 }, version: 2 },
};

describe('DashboardCanvas', () => {
  it('shows the spec zero state when there are no charts', () => {
    renderWithMantine(<DashboardCanvas charts={{}} renderChart={() => null} />);
    expect(screen.getByText('Add chart to get started')).toBeTruthy();
    expect(screen.getByText('Switch to Edit mode to add charts here.')).toBeTruthy();
    expect(screen.getByTestId('dashboard-zero-state').style.height).toBe('550px');
  });

  it('renders one grid item per chart through renderChart', () => {
    renderWithMantine(
      <DashboardCanvas
        charts={charts}
        renderChart={(id) => (
          <ChartCard chartId={id} title={`Chart ${id}`} state="ready">
            body {id}
          </ChartCard>
        )}
      />,
    );
    expect(screen.getByTestId('chart-card-a').getAttribute('data-state')).toBe('ready');
    expect(screen.getByTestId('chart-card-b')).toBeTruthy();
    expect(screen.getAllByTestId('chart-title').map((el) => el.textContent)).toEqual([
      'Chart a',
      'Chart b',
    ]);
    // Static unless editable: no drag handle, no resize handles, no react-grid-layout.
    expect(screen.queryByLabelText('Drag to move')).toBeNull();
    expect(document.querySelector('.react-grid-item')).toBeNull();
    expect(document.querySelector('.react-resizable-handle')).toBeNull();
    expect(screen.getByTestId('dashboard-grid').style.display).toBe('grid');
  });

  it('shows a drag handle and resize handles when editable (react-grid-layout, loaded)', async () => {
    renderWithMantine(
      <DashboardCanvas
        charts={charts}
        editable
        renderChart={(id) => (
          <ChartCard chartId={id} title={id} state="loading" controls={<button>edit</button>}>
            x
          </ChartCard>
        )}
      />,
    );
    await waitFor(() => expect(screen.getAllByLabelText('Drag to move')).toHaveLength(2), {
      timeout: 20_000,
    });
    expect(document.querySelectorAll('.react-grid-item')).toHaveLength(2);
    expect(document.querySelectorAll('.chartroom-drag-handle')).toHaveLength(2);
    expect(document.querySelector('.react-resizable-handle')).not.toBeNull();
    expect(document.querySelector('.react-resizable-hide')).toBeNull();
    const controls = screen.getAllByTestId('card-controls')[0];
    expect(controls?.style.opacity).toBe('0');
  }, 30_000);

  /** Renders the canvas as if its container were `width` px wide; returns each card's box. */
  function renderAtWidth(width: number, columns?: number | Record<string, number>) {
    const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    try {
      renderWithMantine(
        <DashboardCanvas
          charts={{
            b: { layout: { i: 'b', x: 4, y: 0, w: 4, h: 8 } },
            a: { layout: { i: 'a', x: 0, y: 0, w: 4, h: 8 } },
          }}
          columns={columns}
          renderChart={(id) => (
            <ChartCard chartId={id} title={id} state="ready">
              x
            </ChartCard>
          )}
        />,
      );
    } finally {
      spy.mockRestore();
    }
    const canvas = screen.getByTestId('dashboard-canvas');
    const box = (id: string) => {
      const item = canvas.querySelector<HTMLElement>(`[data-chart-id="${id}"]`)!;
      return { column: item.style.gridColumn, row: item.style.gridRow };
    };
    return { canvas, a: box('a'), b: box('b') };
  }

  it('stacks the cards at full width in a phone-wide grid (xxs)', () => {
    const { canvas, a, b } = renderAtWidth(358);
    expect(canvas.getAttribute('data-breakpoint')).toBe('xxs');
    expect(canvas.getAttribute('data-columns')).toBe('8');
    // Full width; 'a' is left of 'b' in lg, so it comes first: 'b' sits one card (8 rows) lower.
    expect(a).toEqual({ column: '1 / span 8', row: '1 / span 8' });
    expect(b).toEqual({ column: '1 / span 8', row: '9 / span 8' });
    // In reading order in the document too.
    expect(
      [...canvas.querySelectorAll('[data-chart-id]')].map((el) => el.getAttribute('data-chart-id')),
    ).toEqual(['a', 'b']);
  });

  it('keeps the lg layout side by side on a wide grid', () => {
    const { canvas, a, b } = renderAtWidth(1210);
    expect(canvas.getAttribute('data-breakpoint')).toBe('lg');
    expect(canvas.getAttribute('data-columns')).toBe('8');
    expect(a).toEqual({ column: '1 / span 4', row: '1 / span 8' });
    expect(b).toEqual({ column: '5 / span 4', row: '1 / span 8' });
    const grid = screen.getByTestId('dashboard-grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(8, minmax(0, 1fr))');
    expect(grid.style.gridAutoRows).toBe('40px');
    expect(grid.style.gap).toBe('10px');
  });

  it("uses the theme's column count of the current breakpoint", () => {
    const { canvas } = renderAtWidth(800, { lg: 8, sm: 4 });
    expect(canvas.getAttribute('data-breakpoint')).toBe('sm');
    expect(canvas.getAttribute('data-columns')).toBe('4');
  });
});
