import { describe, expect, it } from 'vitest';
import {
  breakpointForWidth,
  buildLayouts,
  gridColumns,
  scaleLayout,
  stackLayout,
} from './build-layouts';
import type { CanvasLayoutItem } from './types';

/** The demo dashboard's first rows: four KPI cards, then a 5 + 3 row and a 4 + 4 row. */
const demo = {
  kpi1: { layout: { x: 0, y: 0, w: 2, h: 3 } },
  kpi2: { layout: { x: 2, y: 0, w: 2, h: 3 } },
  kpi3: { layout: { x: 4, y: 0, w: 2, h: 3 } },
  kpi4: { layout: { x: 6, y: 0, w: 2, h: 3 } },
  // Listed out of reading order on purpose: the stack follows the layout, not the map's order.
  donut: { layout: { x: 5, y: 3, w: 3, h: 8 } },
  line: { layout: { x: 0, y: 3, w: 5, h: 8 } },
  bars: { layout: { x: 0, y: 11, w: 4, h: 8 } },
  area: { layout: { x: 4, y: 11, w: 4, h: 8 } },
};

const byId = (items: CanvasLayoutItem[] | undefined) =>
  Object.fromEntries((items ?? []).map((item) => [item.i, item]));

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
  });

  it('stacks every card at full width on xs and xxs when no layout is stored, in lg reading order', () => {
    const layouts = buildLayouts(demo, undefined);
    for (const bp of ['xs', 'xxs'] as const) {
      const items = layouts[bp]!;
      expect(items.map((item) => item.i)).toEqual([
        'kpi1',
        'kpi2',
        'kpi3',
        'kpi4',
        'line',
        'donut',
        'bars',
        'area',
      ]);
      expect(items.every((item) => item.x === 0 && item.w === 8)).toBe(true);
      // One under the other, each as high as in lg.
      expect(items.map((item) => item.y)).toEqual([0, 3, 6, 9, 12, 20, 28, 36]);
      expect(items.map((item) => item.h)).toEqual([3, 3, 3, 3, 8, 8, 8, 8]);
    }
  });

  it('keeps md and sm as lg when their column counts match', () => {
    const layouts = buildLayouts(demo, undefined);
    expect(layouts.md).toEqual(layouts.lg);
    expect(layouts.sm).toEqual(layouts.lg);
  });

  it('keeps a stored breakpoint layout that covers every chart', () => {
    const xs = Object.keys(demo).map((i, n) => ({ i, x: n % 2 === 0 ? 0 : 4, y: n, w: 4, h: 3 }));
    const md = Object.keys(demo).map((i, n) => ({ i, x: 0, y: n * 4, w: 8, h: 4 }));
    const layouts = buildLayouts(demo, { xs, md });
    expect(layouts.xs).toEqual(xs);
    expect(layouts.md).toEqual(md);
    // Breakpoints without a stored layout are still derived.
    expect(layouts.xxs!.every((item) => item.w === 8)).toBe(true);
  });

  it('drops charts no longer on the dashboard from a stored layout, and derives an incomplete one', () => {
    const md = [{ i: 'a', x: 0, y: 0, w: 8, h: 4 }];
    const gone = { i: 'gone', x: 0, y: 4, w: 8, h: 4 };
    expect(buildLayouts({ a: {} }, { md: [...md, gone] }).md).toEqual(md);
    // 'b' has no place in the stored md layout: md is scaled from lg instead.
    const layouts = buildLayouts({ a: {}, b: {} }, { md, xs: md });
    expect(layouts.md).toEqual(layouts.lg);
    expect(layouts.xs!.map((item) => [item.i, item.w])).toEqual([
      ['a', 8],
      ['b', 8],
    ]);
  });

  it("follows the theme's column count per breakpoint", () => {
    const layouts = buildLayouts(demo, undefined, { lg: 8, md: 6, sm: 4, xs: 2, xxs: 1 });
    const md = byId(layouts.md);
    expect(md.kpi1).toMatchObject({ x: 0, w: 2 });
    expect(md.kpi4).toMatchObject({ x: 4, w: 2 });
    expect(md.line).toMatchObject({ x: 0, w: 4 });
    expect(md.donut).toMatchObject({ x: 4, w: 2 });
    const sm = byId(layouts.sm);
    expect(sm.kpi2).toMatchObject({ x: 1, w: 1 });
    expect(sm.bars).toMatchObject({ x: 0, w: 2 });
    expect(sm.area).toMatchObject({ x: 2, w: 2 });
    expect(layouts.xs!.every((item) => item.w === 2 && item.x === 0)).toBe(true);
    expect(layouts.xxs!.every((item) => item.w === 1 && item.x === 0)).toBe(true);
  });

  it('takes one theme column count for every breakpoint', () => {
    const layouts = buildLayouts(demo, undefined, 4);
    expect(byId(layouts.lg).line).toMatchObject({ x: 0, w: 4 });
    expect(layouts.xs!.every((item) => item.w === 4)).toBe(true);
  });
});

describe('gridColumns', () => {
  it('defaults to 8 at every breakpoint', () => {
    expect(gridColumns(undefined)).toEqual({ lg: 8, md: 8, sm: 8, xs: 8, xxs: 8 });
  });

  it('takes a number or a partial map, clamped to 1-8', () => {
    expect(gridColumns(3)).toEqual({ lg: 3, md: 3, sm: 3, xs: 3, xxs: 3 });
    expect(gridColumns({ md: 6, xs: 2 })).toEqual({ lg: 8, md: 6, sm: 8, xs: 2, xxs: 8 });
    expect(gridColumns({ lg: 12, sm: 0 })).toEqual({ lg: 8, md: 8, sm: 1, xs: 8, xxs: 8 });
  });
});

describe('breakpointForWidth', () => {
  it('uses the spec breakpoints lg 1200, md 996, sm 768, xs 480, xxs 0', () => {
    expect(breakpointForWidth(1440)).toBe('lg');
    expect(breakpointForWidth(1200)).toBe('lg');
    expect(breakpointForWidth(1199)).toBe('md');
    expect(breakpointForWidth(996)).toBe('md');
    expect(breakpointForWidth(992)).toBe('sm');
    expect(breakpointForWidth(768)).toBe('sm');
    expect(breakpointForWidth(736)).toBe('xs');
    expect(breakpointForWidth(480)).toBe('xs');
    expect(breakpointForWidth(358)).toBe('xxs');
    expect(breakpointForWidth(0)).toBe('xxs');
  });
});

describe('scaleLayout and stackLayout', () => {
  it('keeps a scaled card inside the grid', () => {
    const [item] = scaleLayout([{ i: 'a', x: 7, y: 0, w: 1, h: 2, minW: 1 }], 8, 3);
    expect(item).toEqual({ i: 'a', x: 2, y: 0, w: 1, h: 2, minW: 1 });
  });

  it('keeps the minimum height of a stacked card', () => {
    expect(stackLayout([{ i: 'a', x: 3, y: 4, w: 2, h: 5, minH: 3, minW: 2 }], 8)).toEqual([
      { i: 'a', x: 0, y: 0, w: 8, h: 5, minH: 3 },
    ]);
  });
});
