import { describe, expect, it } from 'vitest';
import { buildLayouts } from './build-layouts';
import { compactLayout, layoutRows, type PlacedItem } from './grid-positions';

const at = (items: PlacedItem[]) =>
  Object.fromEntries(items.map(({ i, x, y, w, h }) => [i, { x, y, w, h }]));

describe('compactLayout (read-only grid positions, as react-grid-layout in vertical mode)', () => {
  it('keeps a gap-free layout as stored', () => {
    const layout = [
      { i: 'a', x: 0, y: 0, w: 4, h: 8 },
      { i: 'b', x: 4, y: 0, w: 4, h: 8 },
      { i: 'c', x: 0, y: 8, w: 8, h: 6 },
    ];
    expect(compactLayout(layout, 8)).toEqual(layout);
    expect(layoutRows(layout)).toBe(14);
  });

  it('moves cards up into the space above them', () => {
    const out = compactLayout(
      [
        { i: 'a', x: 0, y: 0, w: 4, h: 4 },
        { i: 'b', x: 4, y: 10, w: 4, h: 4 },
        { i: 'c', x: 0, y: 20, w: 8, h: 2 },
      ],
      8,
    );
    expect(at(out)).toEqual({
      a: { x: 0, y: 0, w: 4, h: 4 },
      b: { x: 4, y: 0, w: 4, h: 4 },
      c: { x: 0, y: 4, w: 8, h: 2 },
    });
  });

  it('moves overlapping cards below the one placed first (reading order)', () => {
    const out = compactLayout(
      [
        { i: 'late', x: 2, y: 3, w: 4, h: 2 },
        { i: 'first', x: 0, y: 0, w: 4, h: 5 },
      ],
      8,
    );
    expect(at(out)).toEqual({
      late: { x: 2, y: 5, w: 4, h: 2 },
      first: { x: 0, y: 0, w: 4, h: 5 },
    });
    // Input order is kept, the input is not changed.
    expect(out.map((item) => item.i)).toEqual(['late', 'first']);
  });

  it('keeps cards inside the columns (moved left; full width when wider)', () => {
    const out = compactLayout(
      [
        { i: 'a', x: 6, y: 0, w: 4, h: 2 },
        { i: 'b', x: 0, y: 2, w: 12, h: 2 },
      ],
      8,
    );
    expect(at(out)).toEqual({
      a: { x: 4, y: 0, w: 4, h: 2 },
      b: { x: 0, y: 2, w: 8, h: 2 },
    });
  });

  it('leaves static cards where they are and flows the others around them', () => {
    const out = compactLayout(
      [
        { i: 's', x: 0, y: 2, w: 8, h: 2, static: true },
        { i: 'a', x: 0, y: 6, w: 4, h: 3 },
      ],
      8,
    );
    expect(at(out)).toEqual({ s: { x: 0, y: 2, w: 8, h: 2 }, a: { x: 0, y: 4, w: 4, h: 3 } });
  });

  it('stacks the cards of xs / xxs at full width in lg reading order', () => {
    const charts = {
      right: { layout: { i: 'right', x: 4, y: 0, w: 4, h: 6 } },
      left: { layout: { i: 'left', x: 0, y: 0, w: 4, h: 8 } },
      below: { layout: { i: 'below', x: 0, y: 8, w: 8, h: 5 } },
    };
    const layouts = buildLayouts(charts, undefined);
    for (const bp of ['xs', 'xxs'] as const) {
      expect(at(compactLayout(layouts[bp]!, 8))).toEqual({
        left: { x: 0, y: 0, w: 8, h: 8 },
        right: { x: 0, y: 8, w: 8, h: 6 },
        below: { x: 0, y: 14, w: 8, h: 5 },
      });
    }
    // md keeps lg's arrangement (same column count by default).
    expect(at(compactLayout(layouts.md!, 8))).toEqual({
      right: { x: 4, y: 0, w: 4, h: 6 },
      left: { x: 0, y: 0, w: 4, h: 8 },
      below: { x: 0, y: 8, w: 8, h: 5 },
    });
  });
});

describe('compactLayout against react-grid-layout (the editor)', () => {
  it('places random layouts exactly as react-grid-layout compacts them', async () => {
    // @ts-expect-error: react-grid-layout's internal utils have no type declarations
    const rgl = (await import('react-grid-layout/build/utils')) as {
      compact: (l: PlacedItem[], type: 'vertical', cols: number) => PlacedItem[];
      correctBounds: (l: PlacedItem[], bounds: { cols: number }) => PlacedItem[];
    };
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 300; run += 1) {
      const cols = 1 + random(8);
      const layout: PlacedItem[] = Array.from({ length: 1 + random(12) }, (_, k) => ({
        i: `c${k}`,
        x: random(10),
        y: random(30),
        w: 1 + random(9),
        h: 1 + random(10),
      }));
      const expected = rgl.compact(
        rgl.correctBounds(
          layout.map((item) => ({ ...item })),
          { cols },
        ),
        'vertical',
        cols,
      );
      expect(at(compactLayout(layout, cols)), JSON.stringify({ cols, layout })).toEqual(
        at(expected),
      );
    }
  });
});
