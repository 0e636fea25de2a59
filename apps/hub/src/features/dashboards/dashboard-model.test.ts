import type { DashboardRow } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chartRefs, filterTargetsChart, manualOptions, toViewerDashboard } from './dashboard-model';

function row(config: unknown): DashboardRow {
  return { id: 'd1', name: 'Sales', version: 3, config } as DashboardRow;
}

const layout = { i: 'c1', x: 0, y: 0, w: 4, h: 8 };

describe('toViewerDashboard', () => {
  it('reads charts, title and valid filters', () => {
    const model = toViewerDashboard(
      row({
        title: 'Sales overview',
        charts: { c1: { layout, version: 2 } },
        filters: [
          { id: 'f1', filterType: 'Select', filterSubType: 'Select Multi', displayName: 'Country' },
          { id: '', filterType: 'Nope' },
        ],
      }),
    );
    expect(model?.title).toBe('Sales overview');
    expect(model && chartRefs(model)).toEqual([{ id: 'c1', version: 2 }]);
    expect(model?.filters.map((f) => f.id)).toEqual(['f1']);
  });

  it('falls back to the row name and treats a missing config as malformed', () => {
    expect(toViewerDashboard(row({ charts: {} }))?.title).toBe('Sales');
    expect(toViewerDashboard(row(null))).toBeNull();
    expect(toViewerDashboard(row({ charts: { c1: { version: 'x' } } }))).toBeNull();
  });
});

describe('filter targeting', () => {
  it('reaches charts listed in chartFilterStructures, or every chart when none are saved', () => {
    const model = toViewerDashboard(
      row({
        charts: { c1: { layout, version: 1 } },
        filters: [
          {
            id: 'f1',
            filterType: 'Input',
            chartFilterStructures: {
              c1: { connection: 'x', sourceType: 'Output', table: 't', column: 'a' },
            },
          },
          {
            id: 'f2',
            filterType: 'Select',
            filterRestrictionMethod: 'Manual',
            filterRestrictions: { values: ['a', 'b'] },
          },
        ],
      }),
    );
    const [f1, f2] = model?.filters ?? [];
    expect(f1 && filterTargetsChart(f1, 'c1')).toBe(true);
    expect(f1 && filterTargetsChart(f1, 'c2')).toBe(false);
    expect(f2 && filterTargetsChart(f2, 'c2')).toBe(true);
    expect(f2 && manualOptions(f2)).toEqual(['a', 'b']);
    expect(f1 && manualOptions(f1)).toBeNull();
  });
});
