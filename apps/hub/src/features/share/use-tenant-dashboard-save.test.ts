import type { DashboardConfig } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  chartRemovedChange,
  chartSavedChange,
  layoutChange,
  withChartVersion,
} from './use-tenant-dashboard-save';

const config = {
  title: 'Sales',
  filters: [],
  charts: { a: { version: 2, layout: { i: 'a', x: 0, y: 0, w: 4, h: 8 } } },
} as unknown as DashboardConfig;

describe('withChartVersion', () => {
  it('moves a chart already on the dashboard to its new version, keeping its place', () => {
    const next = withChartVersion(config, 'a', 3);
    expect(next.charts.a).toEqual({ version: 3, layout: { i: 'a', x: 0, y: 0, w: 4, h: 8 } });
    expect(Object.keys(next.charts)).toEqual(['a']);
  });
  it('adds a new chart below the others', () => {
    const next = withChartVersion(config, 'b', 1);
    expect(next.charts.b).toEqual({ version: 1, layout: { i: 'b', x: 0, y: 8, w: 4, h: 8 } });
    expect(next.charts.a).toEqual(config.charts.a);
  });
  it("puts the tenant's copy of a chart in that chart's cell, then moves its versions", () => {
    const withLayouts = {
      ...config,
      layouts: { lg: [{ i: 'a', x: 0, y: 0, w: 4, h: 8 }] },
    } as unknown as DashboardConfig;
    const next = withChartVersion(withLayouts, 'copy', 2, 'a');
    expect(next.charts).toEqual({
      copy: { version: 2, layout: { i: 'copy', x: 0, y: 0, w: 4, h: 8 } },
    });
    expect(next.layouts).toEqual({ lg: [{ i: 'copy', x: 0, y: 0, w: 4, h: 8 }] });
    expect(withChartVersion(next, 'copy', 3, 'a').charts.copy?.version).toBe(3);
    // Without the replaced chart on the dashboard, the copy is added.
    expect(withChartVersion(config, 'copy', 2, 'gone').charts.a).toEqual(config.charts.a);
  });
});

describe('dashboard changes', () => {
  const two = {
    title: 'Sales',
    charts: {
      a: { version: 2, layout: { i: 'a', x: 0, y: 0, w: 4, h: 8 } },
      b: { version: 1, layout: { i: 'b', x: 4, y: 0, w: 4, h: 8 } },
    },
    layouts: {
      lg: [
        { i: 'a', x: 0, y: 0, w: 4, h: 8 },
        { i: 'b', x: 4, y: 0, w: 4, h: 8 },
      ],
    },
    filters: [
      { id: 'f1', chartFilterStructures: { a: {}, b: {} }, chartFilterIds: [] },
      { id: 'f2', chartFilterStructures: { a: {} }, chartFilterIds: [] },
    ],
  } as unknown as DashboardConfig;

  it('a removed chart leaves charts, layouts and the dashboard filters; Chart Removed', () => {
    const change = chartRemovedChange('a');
    const next = change.apply(two);
    expect(Object.keys(next.charts)).toEqual(['b']);
    expect(next.layouts?.lg?.map((l) => l.i)).toEqual(['b']);
    // f1 keeps reaching b; f2 reached only a and goes.
    expect(next.filters.map((f) => f.id)).toEqual(['f1']);
    expect(Object.keys(next.filters[0]!.chartFilterStructures)).toEqual(['b']);
    expect(change.events(two)).toEqual([{ eventName: 'Chart Removed', chartId: 'a' }]);
  });

  it('a drag on lg moves the chart (Chart Moved); a resize is saved without an event', () => {
    const before = [
      { i: 'a', x: 0, y: 0, w: 4, h: 8 },
      { i: 'b', x: 4, y: 0, w: 4, h: 8 },
    ];
    const moved = [
      { i: 'a', x: 4, y: 0, w: 4, h: 8 },
      { i: 'b', x: 0, y: 0, w: 4, h: 8 },
    ];
    const move = layoutChange('lg', moved, before, true);
    const next = move?.apply(two);
    expect(next?.charts.a?.layout).toEqual({ i: 'a', x: 4, y: 0, w: 4, h: 8 });
    expect(next?.charts.b?.layout).toEqual({ i: 'b', x: 0, y: 0, w: 4, h: 8 });
    // lg's stored layout goes: lg is the charts' own layouts.
    expect(next?.layouts?.lg).toBeUndefined();
    expect(move?.events(two)).toEqual([{ eventName: 'Chart Moved', chartId: 'a' }]);

    const resized = [
      { ...before[0]!, w: 8, h: 10 },
      { ...before[1]!, y: 10 },
    ];
    const resize = layoutChange('lg', resized, before, true);
    expect(resize?.apply(two).charts.a?.layout).toEqual({ i: 'a', x: 0, y: 0, w: 8, h: 10 });
    expect(resize?.events(two)).toEqual([]);
    // Nothing moved (a click on the handle): no write.
    expect(layoutChange('lg', before, before, true)).toBeNull();
  });

  it('a saved chart is Chart Added when new, Chart Updated otherwise', () => {
    expect(chartSavedChange({ id: 'c', version: 1 }).events(two)).toEqual([
      { eventName: 'Chart Added', chartId: 'c' },
    ]);
    expect(chartSavedChange({ id: 'a', version: 3 }).events(two)[0]?.eventName).toBe(
      'Chart Updated',
    );
    expect(chartSavedChange({ id: 'c', version: 2, replaces: 'a' }).events(two)[0]?.eventName).toBe(
      'Chart Updated',
    );
  });
});
