import { dashboardConfigSchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartIdsOf, withAddedChart } from './dashboard-placement';

const config = dashboardConfigSchema.parse({
  charts: {
    a: { version: 1, layout: { i: 'a', x: 0, y: 0, w: 4, h: 3 } },
    b: { version: 2, layout: { i: 'b', x: 4, y: 0, w: 4, h: 11 } },
  },
});

describe('withAddedChart', () => {
  it('places the chart at x 0 below every chart, 4 wide and 8 high', () => {
    const next = withAddedChart(config, 'c', 1);
    expect(next.charts.c).toEqual({ version: 1, layout: { i: 'c', x: 0, y: 11, w: 4, h: 8 } });
    expect(next.charts.a).toEqual(config.charts.a);
    expect(config.charts.c).toBeUndefined();
    expect(dashboardConfigSchema.safeParse(next).success).toBe(true);
  });

  it('starts at the top of an empty dashboard', () => {
    const next = withAddedChart(dashboardConfigSchema.parse({}), 'c', 3);
    expect(next.charts.c?.layout).toMatchObject({ x: 0, y: 0 });
    expect(next.charts.c?.version).toBe(3);
  });

  it('adds the chart to stored breakpoint layouts', () => {
    const withLayouts = { ...config, layouts: { lg: [{ i: 'a', x: 0, y: 2, w: 8, h: 5 }] } };
    const next = withAddedChart(withLayouts, 'c', 1);
    expect(next.layouts?.lg).toEqual([
      { i: 'a', x: 0, y: 2, w: 8, h: 5 },
      { i: 'c', x: 0, y: 7, w: 4, h: 8 },
    ]);
  });
});

describe('chartIdsOf', () => {
  it('lists the charts on the dashboard', () => {
    expect([...chartIdsOf(config)]).toEqual(['a', 'b']);
  });
});
