import { describe, expect, it } from 'vitest';
import { newCardWidth, newDashboardConfig, newDashboardLayouts } from './new-dashboard-layout';

describe('new dashboard layout (decision 013)', () => {
  it('reads width 50 as half the grid', () => {
    expect(newCardWidth()).toBe(4);
    expect(newCardWidth(6)).toBe(3);
    expect(newCardWidth(1)).toBe(1);
  });

  it('places cards two a row, 8 rows high, each row 8 rows below the one before', () => {
    const charts = ['a', 'b', 'c'].map((id, k) => ({ id, version: k + 1 }));
    expect(newDashboardLayouts(charts)).toEqual([
      { i: 'a', x: 0, y: 0, w: 4, h: 8 },
      { i: 'b', x: 4, y: 0, w: 4, h: 8 },
      { i: 'c', x: 0, y: 8, w: 4, h: 8 },
    ]);
    // One column: one card a row.
    expect(newDashboardLayouts(charts, 1).map((l) => [l.x, l.y, l.w])).toEqual([
      [0, 0, 1],
      [0, 8, 1],
      [0, 16, 1],
    ]);
  });

  it('builds a config with the titles, versions and no overlapping cards', () => {
    const charts = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, version: 2 }));
    const config = newDashboardConfig('Sales', charts);
    expect(config.title).toBe('Sales');
    expect(config.filters).toEqual([]);
    expect(config.advanced.language).toBe('en');
    const cells = Object.values(config.charts).map((c) => c.layout);
    expect(Object.values(config.charts).every((c) => c.version === 2)).toBe(true);
    for (const [i, a] of cells.entries()) {
      for (const b of cells.slice(i + 1)) {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart).toBe(true);
      }
    }
    expect(newDashboardConfig('Blank', []).charts).toEqual({});
  });
});
