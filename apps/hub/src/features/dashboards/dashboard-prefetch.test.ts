import type { DashboardRow } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { openingDataRequests } from './dashboard-prefetch';
import { toViewerDashboard } from './dashboard-model';

const layout = { i: 'c1', x: 0, y: 0, w: 4, h: 8 };

function row(config: unknown): DashboardRow {
  return { id: 'd1', name: 'Sales', version: 3, config } as DashboardRow;
}

describe('openingDataRequests', () => {
  it('asks for every chart at its pinned version with the filter values it opens with', () => {
    const dashboard = toViewerDashboard(
      row({
        charts: { c1: { layout, version: 2 }, c2: { layout, version: 0 } },
        filters: [
          {
            // Reaches c1 only, with its default value.
            id: 'f1',
            filterType: 'Input',
            defaultValue: 'Web',
            chartFilterStructures: {
              c1: { connection: 'x', sourceType: 'Output', table: 't', column: 'a' },
            },
          },
          // Reaches every chart; its selected value wins over its default.
          {
            id: 'f2',
            filterType: 'Input',
            defaultValue: 'x',
            selectedValue: 'y',
          },
          // Empty: sent to no chart.
          { id: 'f3', filterType: 'Input' },
        ],
      }),
    );
    expect(dashboard).not.toBeNull();
    if (!dashboard) return;
    expect(openingDataRequests(dashboard)).toEqual([
      {
        dashboardId: 'd1',
        chartId: 'c1',
        version: 2,
        filterValues: [
          { filterId: 'f1', value: 'Web' },
          { filterId: 'f2', value: 'y' },
        ],
        segmentPage: 0,
      },
      {
        dashboardId: 'd1',
        chartId: 'c2',
        version: 0,
        filterValues: [{ filterId: 'f2', value: 'y' }],
        segmentPage: 0,
      },
    ]);
  });
});
