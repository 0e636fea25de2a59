import { describe, expect, it } from 'vitest';
import { DEMO_ROLE_DASHBOARDS } from './demo-role-charts';
import before from './demo-role-charts.fixture.json';

describe('the demo role dashboards (decision 025)', () => {
  it('are the same charts as the hand-written definitions they replace (one builder over a table)', () => {
    expect(JSON.parse(JSON.stringify(DEMO_ROLE_DASHBOARDS))).toEqual(before);
  });
  it('place every chart inside the 8-column grid, without overlap', () => {
    for (const dashboard of DEMO_ROLE_DASHBOARDS) {
      const cells = dashboard.charts.map((c) => c.layout);
      for (const [i, a] of cells.entries()) {
        expect(a.x + a.w, dashboard.role).toBeLessThanOrEqual(8);
        for (const b of cells.slice(i + 1)) {
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${dashboard.role}`).toBe(false);
        }
      }
    }
  });
});
