import { describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../../test-utils/config';
import type { ChartData } from '../chart-data';
import { buildHeatmapView } from './heatmap-option';

const WEEKDAYS = ['1 Mon', '2 Tue', '3 Wed', '4 Thu', '5 Fri', '6 Sat', '7 Sun'];

/** Orders by weekday ('%u %a', as the demo's prep makes them) and hour: busy at noon. */
const data: ChartData = {
  columns: [
    { name: 'weekday', type: 'string' },
    { name: 'hour', type: 'number' },
    { name: 'orders', type: 'number' },
  ],
  rows: WEEKDAYS.flatMap((weekday, d) =>
    Array.from({ length: 24 }, (_, hour) => ({
      weekday,
      hour,
      orders: 1000 - Math.abs(12 - hour) * 40 + d,
    })),
  ),
};

const heatmap = (x: string, y: string) =>
  makeConfig({
    type: 'Heat Map',
    xAxis: { column: x },
    yAxis: [
      makeSeries('orders', {
        baseAggregationStrategy: 'Count',
        segmentConfig: {
          segmentSeries: true,
          segmentBy: y,
          segmentNames: [],
          segments: [],
          segmentsLocked: false,
        },
      }),
    ],
  });

describe('buildHeatmapView', () => {
  it('labels weekdays by name in their sort order, hours as numbers', () => {
    const view = buildHeatmapView(heatmap('weekday', 'hour'), data, 'light');
    expect(view.xLabels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(view.yLabels).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
    expect(view.pageCount).toBe(1);
    const option = view.option as Record<string, Record<string, unknown>>;
    expect(option.xAxis?.data).toEqual(view.xLabels);
  });

  it('pages 24 hour columns 10 at a time, every page on the whole answer’s scale', () => {
    const config = heatmap('hour', 'weekday');
    const pages = [0, 1, 2].map((page) => buildHeatmapView(config, data, 'light', page));
    expect(pages.map((p) => p.xLabels)).toEqual([
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'],
      ['20', '21', '22', '23'],
    ]);
    expect(pages.every((p) => p.pageCount === 3)).toBe(true);
    for (const page of pages) {
      expect(page.yLabels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      // The quiet night hours of the last page are pale, not the page's own darkest.
      expect([page.min, page.max]).toEqual([520, 1006]);
      const visualMap = page.option.visualMap as Record<string, unknown>;
      expect([visualMap.min, visualMap.max]).toEqual([520, 1006]);
    }
    // Cells sit at their weekday's row: Sunday (7 Sun) is the last row.
    const cells = (page: number) =>
      ((pages[page]!.option.series as Record<string, unknown>[])[0]?.data ?? []) as number[][];
    expect(cells(2).find((c) => c[0] === 3 && c[1] === 6)).toEqual([3, 6, 1000 - 11 * 40 + 6]);
  });
});
