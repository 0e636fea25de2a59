import type { UpgradeChartInfo } from './upgrade-legacy-filter';

/**
 * Legacy dashboard filters as older dashboards store them (filters-and-rendering.md §3): the
 * fixtures of the upgrade's tests, and of tests that load a legacy dashboard.
 */

/** The charts the fixtures target: one on the orders table, one on a prepared output. */
export const LEGACY_FIXTURE_CHARTS: readonly UpgradeChartInfo[] = [
  {
    id: 'chart-orders',
    connection: 'conn-warehouse',
    rawTableNames: ['orders'],
    outputColumns: [{ columnName: 'channel' }, { columnName: 'revenue' }],
  },
  {
    id: 'chart-revenue',
    connection: 'conn-warehouse',
    rawTableNames: ['orders', 'customers'],
    outputColumns: [{ columnName: 'region' }, { columnName: 'revenue' }],
  },
  {
    id: 'chart-users',
    connection: 'conn-crm',
    rawTableNames: ['users'],
    outputColumns: [{ columnName: 'signup_day' }],
  },
];

/** V1: chart targets, 'Before logic' (the raw table) and 'After logic' (the output). */
export const LEGACY_V1_FILTER = {
  id: 'legacy-v1-channel',
  displayName: 'Channel',
  filterType: 'Select',
  filterSubType: 'Select Multi',
  selectedValue: ['web', 'store'],
  filterTargets: [
    {
      chartId: 'chart-orders',
      type: 'Before logic',
      targetTable: 'orders',
      targetColumn: 'channel',
      columns: ['channel', 'amount'],
    },
    { chartId: 'chart-revenue', type: 'After logic', targetColumn: 'region', columns: [] },
  ],
  globalFilterColumns: ['channel'],
  layout: { i: 'legacy-v1-channel', x: 0, y: 0, w: 3, h: 2 },
} as const;

/** V1 with a 'Before logic' target that names no table: the chart's only raw table is meant. */
export const LEGACY_V1_NO_TABLE_FILTER = {
  id: 'legacy-v1-signup',
  displayName: 'Signed up',
  filterType: 'Date',
  filterSubType: 'Date Range',
  filterTargets: [{ chartId: 'chart-users', type: 'Before logic', targetColumn: 'created_at' }],
} as const;

/** V1 with a target without a column ('Filter needs target column'): that target is dropped. */
export const LEGACY_V1_MISSING_COLUMN_FILTER = {
  id: 'legacy-v1-incomplete',
  displayName: 'Region',
  filterType: 'Input',
  filterSubType: 'Input Equals',
  filterTargets: [
    { chartId: 'chart-orders', type: 'After logic', targetColumn: 'channel' },
    { chartId: 'chart-revenue', type: 'After logic', targetColumn: '' },
  ],
} as const;

/** V2: one raw column, reaching every chart that reads its table. */
export const LEGACY_V2_RAW_FILTER = {
  id: 'legacy-v2-amount',
  displayName: 'Amount',
  filterType: 'Number',
  filterSubType: 'Number Equal to',
  selectedValue: 42,
  globalFilterConfig: {
    columnType: 'Raw',
    globalFilterableName: 'amount',
    globalFilterableTable: 'orders',
  },
} as const;

/** V2: one output column, reaching every chart with an output column of that name. */
export const LEGACY_V2_OUTPUT_FILTER = {
  id: 'legacy-v2-revenue',
  displayName: 'Revenue',
  filterType: 'Number',
  filterSourceType: 'Output',
  filterColumn: 'revenue',
  globalFilterConfig: { columnType: 'Output', globalFilterableName: 'revenue' },
} as const;

/** Every legacy fixture, as stored (before parsing). */
export const LEGACY_FILTER_FIXTURES: readonly unknown[] = [
  LEGACY_V1_FILTER,
  LEGACY_V1_NO_TABLE_FILTER,
  LEGACY_V1_MISSING_COLUMN_FILTER,
  LEGACY_V2_RAW_FILTER,
  LEGACY_V2_OUTPUT_FILTER,
];
