// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLayouts } from './build-layouts';
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
    // Static unless editable: no drag handle, no resize handles.
    expect(screen.queryByLabelText('Drag to move')).toBeNull();
    expect(document.querySelectorAll('.react-resizable-hide')).toHaveLength(2);
  });

  it('shows a drag handle and resize handles when editable', () => {
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
    expect(screen.getAllByLabelText('Drag to move')).toHaveLength(2);
    expect(document.querySelectorAll('.chartroom-drag-handle')).toHaveLength(2);
    expect(document.querySelector('.react-resizable-handle')).not.toBeNull();
    expect(document.querySelector('.react-resizable-hide')).toBeNull();
    const controls = screen.getAllByTestId('card-controls')[0];
    expect(controls?.style.opacity).toBe('0');
  });
});

describe('buildLayouts', () => {
  it('takes lg from config.charts and clamps to the grid', () => {
    const layouts = buildLayouts(
      { a: { layout: { x: 6, y: 2, w: 50, h: 8 } }, b: { version: 1 } },
      undefined,
      8,
    );
    expect(layouts.lg).toEqual([
      { i: 'a', x: 0, y: 2, w: 8, h: 8 },
      { i: 'b', x: 4, y: 0, w: 4, h: 8 },
    ]);
    expect(layouts.md).toBeUndefined();
  });

  it('keeps stored breakpoint layouts only when they cover every chart', () => {
    const md = [{ i: 'a', x: 0, y: 0, w: 8, h: 4 }];
    expect(buildLayouts({ a: {} }, { md }).md).toEqual(md);
    expect(buildLayouts({ a: {}, b: {} }, { md }).md).toBeUndefined();
  });
});
