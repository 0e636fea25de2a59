import { dashboardConfigSchema, type DashboardConfig } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  changedItem,
  draftChanges,
  filterWithoutChart,
  mergeStoredDraft,
  newChartPlacement,
  removedCharts,
  withChartVersion,
  withLayoutCommit,
  withNewChart,
  withoutChart,
} from './draft-model';

const at = (column: string) => ({ connection: 'k', sourceType: 'Raw', table: 't', column });
const item = (i: string, x: number, y: number, w = 4, h = 8) => ({ i, x, y, w, h });

function config(extra: Record<string, unknown> = {}): DashboardConfig {
  return dashboardConfigSchema.parse({
    title: 'Sales',
    charts: {
      a: { layout: item('a', 0, 0), version: 1 },
      b: { layout: item('b', 4, 0), version: 2 },
      c: { layout: item('c', 0, 8), version: 1 },
    },
    filters: [
      {
        id: 'f-both',
        displayName: 'Channel',
        filterType: 'Select',
        chartFilterIds: ['cf-a', 'cf-b'],
        chartFilterStructures: { a: at('channel'), b: at('ch') },
      },
      {
        id: 'f-only-c',
        displayName: 'Name',
        filterType: 'Input',
        chartFilterIds: ['cf-c'],
        chartFilterStructures: { c: at('name') },
      },
      { id: 'f-global', displayName: 'Any', filterType: 'Input' },
      {
        id: 'f-legacy',
        displayName: 'Legacy',
        filterType: 'Input',
        filterTargets: [
          { chartId: 'a', type: 'After logic', targetColumn: 'x' },
          { chartId: 'c', type: 'After logic', targetColumn: 'y' },
        ],
      },
    ],
    styleOverrides: '.card { color: red }',
    ...extra,
  });
}

describe('removing a chart (dashboards.md §4)', () => {
  it('removes the chart, its layouts and its entries of every aggregate filter', () => {
    const next = withoutChart(
      config({ layouts: { md: [item('a', 0, 0), item('c', 0, 8)] } }),
      'c',
      new Set(['cf-c']),
    );
    expect(Object.keys(next.charts)).toEqual(['a', 'b']);
    expect(next.layouts?.md?.map((l) => l.i)).toEqual(['a']);
    // The filter that reached only c goes; the others lose c and keep the rest.
    expect(next.filters.map((f) => f.id)).toEqual(['f-both', 'f-global', 'f-legacy']);
    const legacy = next.filters.find((f) => f.id === 'f-legacy');
    expect(legacy && 'filterTargets' in legacy ? legacy.filterTargets : null).toEqual([
      expect.objectContaining({ chartId: 'a' }),
    ]);
    expect(next.styleOverrides).toBe('.card { color: red }');
  });

  it('compacts the layout: the cards under a removed card move up into its place', () => {
    const next = withoutChart(
      config({ layouts: { md: [item('a', 0, 0), item('b', 4, 0), item('c', 0, 8)] } }),
      'a',
    );
    // c was under a: it moves up to the top; b stays where it was.
    expect(next.charts.c?.layout).toEqual(item('c', 0, 0));
    expect(next.charts.b?.layout).toEqual(item('b', 4, 0));
    expect(next.layouts?.md).toEqual([item('b', 4, 0), item('c', 0, 0)]);
    // A card beside another one keeps its row.
    const wide = withoutChart(config(), 'b');
    expect(wide.charts.c?.layout).toEqual(item('c', 0, 8));
  });

  it('drops the chart filter ids of the removed chart and keeps the others', () => {
    const filter = config().filters[0]!;
    const next = filterWithoutChart(filter, 'b', new Set(['cf-b']));
    expect(next?.chartFilterIds).toEqual(['cf-a']);
    expect(Object.keys(next?.chartFilterStructures ?? {})).toEqual(['a']);
    // Older configs list chart ids as chartFilterIds: those go too.
    const old = { ...filter, chartFilterIds: ['a', 'b'] };
    expect(filterWithoutChart(old, 'b', new Set())?.chartFilterIds).toEqual(['a']);
  });

  it('keeps a filter that targeted no chart (the server applies it everywhere)', () => {
    const global = config().filters[2]!;
    expect(filterWithoutChart(global, 'a', new Set())).toEqual(global);
  });

  it('lists the charts a draft removed; an unknown chart changes nothing', () => {
    const before = config();
    expect(withoutChart(before, 'zz')).toBe(before);
    expect(removedCharts(before, withoutChart(before, 'a'))).toEqual(['a']);
  });
});

describe('placing a new chart (spec §4, decision 018)', () => {
  it('starts at the top left of an empty grid, half the grid wide and 8 rows high', () => {
    expect(newChartPlacement([], 8)).toEqual({ x: 0, y: 0, w: 4, h: 8 });
    expect(newChartPlacement([], 6)).toEqual({ x: 0, y: 0, w: 3, h: 8 });
  });

  it('goes beside the lowest chart when there is room, else right under it', () => {
    expect(newChartPlacement([item('a', 0, 0)], 8)).toEqual({ x: 4, y: 0, w: 4, h: 8 });
    expect(newChartPlacement([item('a', 0, 0), item('b', 4, 0)], 8)).toEqual({
      x: 0,
      y: 8,
      w: 4,
      h: 8,
    });
    // A full-width lowest chart: the next row.
    expect(newChartPlacement([item('a', 0, 0, 8, 5)], 8)).toEqual({ x: 0, y: 5, w: 4, h: 8 });
  });

  it('adds three charts two a row, and extends stored breakpoint layouts', () => {
    let next = dashboardConfigSchema.parse({ charts: {}, layouts: { sm: [] } });
    for (const id of ['x', 'y', 'z']) next = withNewChart(next, id, 1, 8);
    expect(Object.values(next.charts).map((e) => e.layout)).toEqual([
      item('x', 0, 0),
      item('y', 4, 0),
      item('z', 0, 8),
    ]);
    expect(next.layouts?.sm?.map((l) => [l.i, l.y])).toEqual([
      ['x', 0],
      ['y', 8],
      ['z', 16],
    ]);
    expect(withNewChart(next, 'x', 5, 8)).toBe(next);
  });
});

describe('layout commits', () => {
  it('writes lg into the charts and other breakpoints into config.layouts', () => {
    const moved = [
      { ...item('a', 4, 0), moved: false, static: false },
      item('b', 0, 0),
      item('c', 0, 8, 8, 6),
    ];
    const lg = withLayoutCommit(config(), 'lg', moved);
    expect(lg.charts.a?.layout).toEqual(item('a', 4, 0));
    expect(lg.charts.c?.layout).toEqual(item('c', 0, 8, 8, 6));
    expect(lg.layouts).toBeUndefined();
    const sm = withLayoutCommit(config(), 'sm', [...moved, item('gone', 0, 0)], false);
    expect(sm.charts.a?.layout).toEqual(item('a', 0, 0));
    expect(sm.layouts?.sm?.map((l) => l.i)).toEqual(['a', 'b', 'c']);
    // md with lg's columns: the dashboard's own layout, and md derives from it again.
    const md = withLayoutCommit(config({ layouts: { md: [item('a', 0, 0)] } }), 'md', moved, true);
    expect(md.charts.a?.layout).toEqual(item('a', 4, 0));
    expect(md.layouts).toEqual({});
    // A phone's stacked grid never becomes the desktop's layout.
    const xs = withLayoutCommit(config(), 'xs', moved, true);
    expect(xs.charts.a?.layout).toEqual(item('a', 0, 0));
    expect(xs.layouts?.xs).toHaveLength(3);
  });

  it('tells a move from a resize', () => {
    const before = [item('a', 0, 0), item('b', 4, 0)];
    expect(changedItem(before, [item('a', 0, 8), item('b', 4, 0)])).toEqual({
      chartId: 'a',
      kind: 'move',
    });
    expect(changedItem(before, [item('a', 0, 0), item('b', 4, 0, 4, 10)])).toEqual({
      chartId: 'b',
      kind: 'resize',
    });
    expect(changedItem(before, before)).toBeNull();
  });

  it('shows a chart at a new version', () => {
    const next = withChartVersion(config(), 'a', 3);
    expect(next.charts.a?.version).toBe(3);
    expect(withChartVersion(next, 'a', 3)).toBe(next);
  });
});

describe('merging a stored draft over the loaded dashboard', () => {
  const loaded = { name: 'Sales', version: 4, config: config() };

  it('takes the edited keys from the draft and the rest from the loaded version', () => {
    const stored = {
      name: 'Sales 2',
      baseVersion: 3,
      config: { ...withoutChart(config(), 'b'), styleOverrides: 'old css', title: 'Sales 2' },
    };
    const merged = mergeStoredDraft(loaded, stored);
    expect(merged?.name).toBe('Sales 2');
    expect(merged?.baseVersion).toBe(3);
    expect(Object.keys(merged?.config.charts ?? {})).toEqual(['a', 'c']);
    expect(merged?.config.title).toBe('Sales 2');
    // styleOverrides is not edited here: the latest saved value stays.
    expect(merged?.config.styleOverrides).toBe('.card { color: red }');
  });

  it('keeps a chart saved onto the dashboard after the draft started', () => {
    const stored = {
      name: 'Sales',
      baseVersion: 3,
      baseCharts: ['a', 'b'],
      config: withoutChart(dashboardConfigSchema.parse({ ...config(), charts: {} }), 'x'),
    };
    stored.config.charts = { a: { layout: item('a', 0, 0), version: 1 } };
    // b was removed in the draft; c arrived on the server since the draft started.
    const merged = mergeStoredDraft(loaded, stored);
    expect(Object.keys(merged?.config.charts ?? {})).toEqual(['a', 'c']);
    expect(merged?.config.charts.c?.layout).toEqual(item('c', 4, 0));
  });

  it('drops a draft that changes nothing, or none at all', () => {
    expect(mergeStoredDraft(loaded, null)).toBeNull();
    const same = { name: 'Sales', baseVersion: 4, config: config() };
    expect(mergeStoredDraft(loaded, same)).toBeNull();
    expect(draftChanges(loaded, { ...same, name: 'Other' })).toBe(true);
  });
});
