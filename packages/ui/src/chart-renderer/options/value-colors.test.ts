import { describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../../test-utils/config';
import type { ChartData } from '../chart-data';
import { buildCartesianOption } from './cartesian-option';
import type { ChartOption } from './chart-option';
import { buildPieOption } from './pie-option';
import { buildScatterOption } from './scatter-option';

/** Name → colour of an option's series (cartesian) or slices (pie). */
function colorsByName(option: ChartOption): Record<string, string> {
  const colors = option.color as string[];
  const series = option.series as { type?: string; name?: string; data?: unknown }[];
  const names =
    series[0]?.type === 'pie'
      ? (series[0].data as { name: string }[]).map((d) => d.name)
      : series.map((s) => s.name ?? '');
  return Object.fromEntries(names.map((n, i) => [n, colors[i] ?? '']));
}

const statusRows = (statuses: string[]): ChartData => ({
  columns: [
    { name: 'status', type: 'string' },
    { name: 'orders', type: 'number' },
  ],
  rows: statuses.map((status, i) => ({ status, orders: 100 - i })),
});

const donut = makeConfig({
  type: 'Donut Chart',
  xAxis: { column: 'status' },
  yAxis: [makeSeries('orders')],
});

describe('colours keyed by value', () => {
  it("gives a slice the same colour for the admin, a tenant and a filter ('cancelled')", () => {
    const admin = colorsByName(
      buildPieOption(donut, statusRows(['completed', 'cancelled', 'pending']), 'light'),
    );
    const tenant = colorsByName(
      buildPieOption(donut, statusRows(['pending', 'completed', 'cancelled']), 'light'),
    );
    const filtered = colorsByName(buildPieOption(donut, statusRows(['cancelled']), 'light'));
    expect(tenant).toEqual(admin);
    expect(filtered.cancelled).toBe(admin.cancelled);
    expect(new Set(Object.values(admin)).size).toBe(3);
  });

  it('gives a segment the same colour whatever the segment ranking', () => {
    const stacked = makeConfig({
      type: 'Stacked Bar',
      xAxis: { column: 'month' },
      yAxis: [
        makeSeries('orders', {
          segmentConfig: {
            segmentSeries: true,
            segmentBy: 'status',
            segmentNames: [],
            segments: [],
            segmentsLocked: false,
          },
        }),
      ],
    });
    const data = (segmentNames: string[]): ChartData => ({
      columns: [
        { name: 'month', type: 'string' },
        { name: 'status', type: 'string' },
        { name: 'orders', type: 'number' },
      ],
      rows: segmentNames.map((status) => ({ month: 'Jan', status, orders: 1 })),
      segmentNames,
    });
    const admin = colorsByName(
      buildCartesianOption(stacked, data(['completed', 'cancelled', 'pending']), 'light'),
    );
    const tenant = colorsByName(
      buildCartesianOption(stacked, data(['pending', 'cancelled', 'completed']), 'dark'),
    );
    expect(tenant).toEqual(admin);
    const series = buildCartesianOption(stacked, data(['cancelled']), 'light').series as {
      itemStyle: { color: string };
    }[];
    expect(series[0]?.itemStyle.color).toBe(admin.cancelled);
  });

  it('gives a series the same colour in any position, in lines and scatters alike', () => {
    const data: ChartData = {
      columns: [
        { name: 'x', type: 'number' },
        { name: 'revenue', type: 'number' },
        { name: 'orders', type: 'number' },
      ],
      rows: [{ x: 1, revenue: 2, orders: 3 }],
    };
    const line = (columns: string[]) =>
      colorsByName(
        buildCartesianOption(
          makeConfig({
            type: 'Line',
            xAxis: { column: 'x' },
            yAxis: columns.map((c) => makeSeries(c)),
          }),
          data,
          'light',
        ),
      );
    expect(line(['orders', 'revenue'])).toEqual(line(['revenue', 'orders']));
    const scatter = colorsByName(
      buildScatterOption(
        makeConfig({
          type: 'Scatter Plot',
          xAxis: { column: 'x' },
          yAxis: [makeSeries('revenue'), makeSeries('orders')],
        }),
        data,
        'light',
      ),
    );
    expect(scatter).toEqual(line(['orders', 'revenue']));
  });

  it('lets a saved colour map win, and a series’ own colour over it', () => {
    const mapped = { ...donut, colorMap: { cancelled: 'red', completed: '#00ff00' } };
    const colors = colorsByName(
      buildPieOption(mapped, statusRows(['completed', 'cancelled', 'pending']), 'light'),
    );
    expect(colors).toMatchObject({ cancelled: '#ef4444', completed: '#00ff00' });
    expect(colors.pending).not.toBe('#ef4444');
    const line = makeConfig({
      type: 'Line',
      xAxis: { column: 'status' },
      yAxis: [makeSeries('orders', { color: 'blue' })],
      colorMap: { orders: 'red' },
    });
    expect(colorsByName(buildCartesianOption(line, statusRows(['a']), 'light')).orders).toBe(
      '#3b82f6',
    );
  });
});
