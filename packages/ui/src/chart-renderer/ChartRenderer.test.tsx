// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../test-utils/config';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import type { ChartData } from './chart-data';
import { CHART_DRAWN_ATTRIBUTE } from './chart-drawn';
import { ChartRenderer } from './ChartRenderer';

beforeAll(installDomPolyfills);
afterEach(cleanup);

/** Lazy parts (the table, TipTap) are compiled on first use in the test run. */
const LAZY = { timeout: 10_000 };

const data: ChartData = {
  columns: [
    { name: 'country', type: 'string' },
    { name: 'revenue', type: 'number' },
  ],
  rows: [
    { country: 'France', revenue: 10 },
    { country: 'Spain', revenue: 20 },
  ],
};

function draw(config: ReturnType<typeof makeConfig>, chartData: ChartData = data) {
  const { container } = renderWithMantine(
    <div style={{ height: 300 }}>
      <ChartRenderer config={config} data={chartData} colorScheme="light" title="Chart" />
    </div>,
  );
  const roots = container.querySelectorAll(`[${CHART_DRAWN_ATTRIBUTE}]`);
  expect(roots).toHaveLength(1);
  return roots[0] as HTMLElement;
}

const drawn = (root: HTMLElement) => root.getAttribute(CHART_DRAWN_ATTRIBUTE);

describe('ChartRenderer drawn marker (data-chart-drawn)', () => {
  it('marks a table drawn only once its lazy part has mounted with the rows', async () => {
    const root = draw(makeConfig({ type: 'Table' }));
    // The table's chunk is still loading: the skeleton shows and the chart is not drawn.
    expect(drawn(root)).toBe('false');
    expect(screen.getByLabelText('Loading chart')).toBeTruthy();
    expect(root.textContent).not.toContain('France');
    await waitFor(() => expect(drawn(root)).toBe('true'), LAZY);
    expect(root.textContent).toContain('France');
    expect(root.textContent).toContain('Spain');
    expect(screen.queryByLabelText('Loading chart')).toBeNull();
  });

  it('marks a Text chart drawn once its rich text is rendered', async () => {
    const root = draw(makeConfig({ type: 'Text', richText: '<p>Quarterly <b>notes</b></p>' }));
    expect(drawn(root)).toBe('false');
    await waitFor(() => expect(drawn(root)).toBe('true'), LAZY);
    expect(root.querySelector('strong, b')?.textContent).toBe('notes');
  });

  it('marks a stat card drawn after mount, with its value', async () => {
    const root = draw(makeConfig({ type: 'Stat Card', yAxis: [makeSeries('revenue')] }), {
      columns: data.columns.slice(1),
      rows: [{ revenue: 42 }],
    });
    await waitFor(() => expect(drawn(root)).toBe('true'));
    expect(screen.getByTestId('stat-value').textContent).toBe('42');
  });

  it('is not drawn while an ECharts chart waits for ECharts', () => {
    const root = draw(
      makeConfig({ type: 'Bar', xAxis: { column: 'country' }, yAxis: [makeSeries('revenue')] }),
    );
    expect(drawn(root)).toBe('false');
    expect(screen.getByLabelText('Loading chart')).toBeTruthy();
  });
});
