// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartData } from '../chart-renderer/chart-data';
import { makeConfig, makeSeries } from '../test-utils/config';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { ChartViewer } from './ChartViewer';

beforeAll(installDomPolyfills);
afterEach(cleanup);

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
const bar = makeConfig({
  type: 'Bar',
  title: 'Revenue by country',
  xAxis: { column: 'country' },
  yAxis: [makeSeries('revenue')],
});

function viewer(props: Partial<Parameters<typeof ChartViewer>[0]> = {}) {
  return renderWithMantine(
    <ChartViewer name="My chart" config={bar} loading={false} colorScheme="light" {...props} />,
  );
}

/** Charts' lazy parts (ECharts, the table, TipTap) load on first use. */
const LAZY = { timeout: 10_000 };

const state = () => screen.getByTestId('chart-viewer').getAttribute('data-state');

describe('ChartViewer', () => {
  it('shows a skeleton while loading, with the title', () => {
    viewer({ loading: true });
    expect(state()).toBe('loading');
    expect(screen.getByTestId('chart-viewer').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('chart-viewer-title').textContent).toBe('Revenue by country');
  });

  it('keeps the loading skeleton still (a pulse per card redraws the page every frame)', () => {
    viewer({ loading: true });
    const skeleton = screen.getByTestId('chart-viewer-body').firstElementChild;
    expect(skeleton?.className).toMatch(/Skeleton/);
    expect(skeleton?.hasAttribute('data-animate')).toBe(false);
  });

  it("shows 'No data available' for empty rows", () => {
    viewer({ data: { columns: data.columns, rows: [] } });
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(state()).toBe('empty');
  });

  it("shows 'Error: {message}' in red", () => {
    viewer({ data, error: 'relation "sales" does not exist' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: relation "sales" does not exist');
    expect(alert.getAttribute('style') ?? '').toMatch(/red/);
  });

  it('asks to contact support without a tenant token', () => {
    viewer({ data, tenantTokenMissing: true });
    expect(screen.getByText('Error loading chart, contact support')).toBeTruthy();
  });

  it('shows the first schema message of an invalid config, or the Dash hint when embedded', () => {
    viewer({ config: { title: 'no type' } });
    expect(state()).toBe('invalid');
    expect(screen.getByRole('alert').textContent).toMatch(/^Invalid Chart Config: .+/);
    cleanup();
    viewer({ config: { title: 'no type' }, embedded: true });
    expect(screen.getByText('Ask Dash to make you a chart!')).toBeTruthy();
  });

  it('draws the chart with an accessible title and the optional debug SQL', async () => {
    viewer({ data, debugSql: 'SELECT 1' });
    expect(state()).toBe('ready');
    expect(await screen.findByRole('img', { name: 'Revenue by country' }, LAZY)).toBeTruthy();
    expect(screen.getByText('SELECT 1')).toBeTruthy();
  });

  it('shows the info tooltip trigger only when enabled', () => {
    viewer({
      data,
      config: { ...bar, advanced: { generic: { showInfoTooltip: true, infoText: 'Net revenue' } } },
    });
    expect(screen.getByLabelText('Chart information')).toBeTruthy();
    cleanup();
    viewer({ data, config: { ...bar, advanced: { generic: { infoText: 'Net revenue' } } } });
    expect(screen.queryByLabelText('Chart information')).toBeNull();
  });

  it('shows no title for a Stat Card and the error in place of the value', () => {
    const kpi = makeConfig({ type: 'Stat Card', title: 'Revenue', yAxis: [makeSeries('revenue')] });
    viewer({
      config: kpi,
      data: { columns: data.columns.slice(1), rows: [{ revenue: 1234.567 }] },
    });
    expect(screen.queryByTestId('chart-viewer-title')).toBeNull();
    expect(screen.getByTestId('stat-value').textContent).toBe('1,234.57');
    cleanup();
    viewer({ config: kpi, error: 'timeout' });
    expect(screen.getByTestId('stat-card').textContent).toContain('Error: timeout');
    expect(screen.queryByTestId('stat-value')).toBeNull();
  });

  it('uses the name when the config has no title', () => {
    viewer({ data, config: { ...bar, title: '' } });
    expect(screen.getByTestId('chart-viewer-title').textContent).toBe('My chart');
  });
});

describe('ChartViewer placeholder and edit mode', () => {
  it("shows 'Chart under construction' without a config", () => {
    viewer({ config: null });
    expect(state()).toBe('placeholder');
    expect(screen.getByText('Chart under construction')).toBeTruthy();
    cleanup();
    viewer({ data, placeholder: true });
    expect(state()).toBe('placeholder');
    cleanup();
    viewer({ config: undefined, loading: true });
    expect(state()).toBe('loading');
  });

  it('passes edit mode to the Text chart and the table', async () => {
    const text = makeConfig({ type: 'Text', title: 'Notes', richText: '<p>Hi</p>' });
    viewer({ config: text, editable: true, onRichTextChange: () => undefined });
    expect(await screen.findByTestId('text-toolbar', {}, LAZY)).toBeTruthy();
    cleanup();
    const table = makeConfig({ type: 'Table', title: 'Rows' });
    viewer({ config: table, data, editable: true });
    expect(await screen.findByLabelText('Edit column country', {}, LAZY)).toBeTruthy();
    cleanup();
    viewer({ config: table, data });
    expect(await screen.findByText('France', {}, LAZY)).toBeTruthy();
    expect(screen.queryByLabelText('Edit column country')).toBeNull();
  });
});

describe('ChartViewer segment pager and v2 configs', () => {
  const segmented = makeConfig({
    type: 'Stacked Bar',
    title: 'Orders by product',
    xAxis: { column: 'month' },
    yAxis: [
      makeSeries('orders', {
        segmentConfig: {
          segmentSeries: true,
          segmentBy: 'product',
          segmentNames: [],
          segments: [],
          segmentsLocked: false,
        },
      }),
    ],
  });
  const products = Array.from({ length: 45 }, (_, i) => `Product ${i + 1}`);
  const segmentedData: ChartData = {
    columns: [
      { name: 'month', type: 'string' },
      { name: 'product', type: 'string' },
      { name: 'orders', type: 'number' },
    ],
    rows: products.slice(20, 40).map((product) => ({ month: 'Jan', product, orders: 1 })),
    segmentNames: products,
  };

  it('pages over 20 segments and asks for the chosen page', () => {
    const onSegmentPageChange = vi.fn();
    viewer({ config: segmented, data: segmentedData, segmentPage: 1, onSegmentPageChange });
    expect(screen.getByTestId('segment-pager-range').textContent).toBe('Segments 21–40 of 45');
    fireEvent.click(screen.getByLabelText('Next page'));
    expect(onSegmentPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByLabelText('Previous page'));
    expect(onSegmentPageChange).toHaveBeenCalledWith(0);
  });

  it('shows no pager for 20 segments or fewer, or without a page handler', () => {
    const few = { ...segmentedData, segmentNames: products.slice(0, 20) };
    viewer({ config: segmented, data: few, onSegmentPageChange: () => undefined });
    expect(screen.queryByTestId('segment-pager')).toBeNull();
    cleanup();
    viewer({ config: segmented, data: segmentedData });
    expect(screen.queryByTestId('segment-pager')).toBeNull();
  });

  it('draws a v2 config and reports its invalid ones with the v2 schema message', async () => {
    viewer({
      config: {
        type: 'kpiCard',
        title: 'Revenue',
        measures: [{ name: 'Revenue', field: 'amount', aggregation: 'sum' }],
      },
      data: { columns: [{ name: 'Revenue', type: 'number' }], rows: [{ Revenue: 42.5 }] },
    });
    expect(state()).toBe('ready');
    expect(screen.getByTestId('stat-value').textContent).toBe('42.5');
    cleanup();
    viewer({
      config: { type: 'table' },
      data,
    });
    expect(await screen.findByText('France', {}, LAZY)).toBeTruthy();
    cleanup();
    viewer({
      config: { type: 'bar', measures: [{ name: 'm', field: 'f', aggregation: 'median' }] },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid Chart Config: Aggregation must be one of sum, avg, min, max, count, distinct_count',
    );
  });
});
