import { dashboardFilterSchema, type ChartRow, type DashboardFilter } from '@chartroom/core';
import type { ClickedDatum } from './click-to-filter';

/**
 * A new 'Select Multi' dashboard filter on the clicked chart's column (an editor's 'Add a
 * dashboard filter on {column}'): the chart's output column, set to the clicked value. Null when
 * the chart has no connection.
 */
export function newClickFilter(
  filterId: string,
  chart: Pick<ChartRow, 'id' | 'connection' | 'config'>,
  datum: ClickedDatum,
): DashboardFilter | null {
  if (!chart.connection) return null;
  const prep = chart.config.dataPrep;
  const table = chart.config.goldenTable ?? prep.rawTableNames[0] ?? '';
  return dashboardFilterSchema.parse({
    id: filterId,
    displayName: datum.column,
    filterType: 'Select',
    filterSubType: 'Select Multi',
    filterSourceType: 'Output',
    filterTable: table,
    filterColumn: datum.column,
    chartFilterIds: [chart.id],
    chartFilterStructures: {
      [chart.id]: {
        connection: chart.connection,
        sourceType: 'Output',
        table,
        column: datum.column,
      },
    },
    filterRestrictionMethod: 'Scan',
    filterRestrictions: { values: [] },
    selectedValue: datum.value === null ? null : [String(datum.value)],
    layout: { i: filterId, x: 0, y: 0, w: 3, h: 2 },
  });
}
