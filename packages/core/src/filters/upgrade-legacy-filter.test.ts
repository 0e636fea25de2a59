import { describe, expect, it } from 'vitest';
import { dashboardFilterSchema } from '../schemas/filter/dashboard-filter';
import { anyDashboardFilterSchema } from '../schemas/filter/legacy-filter';
import { dashboardFilterVersion } from './filter-version';
import {
  LEGACY_FIXTURE_CHARTS,
  LEGACY_V1_FILTER,
  LEGACY_V1_MISSING_COLUMN_FILTER,
  LEGACY_V1_NO_TABLE_FILTER,
  LEGACY_V2_OUTPUT_FILTER,
  LEGACY_V2_RAW_FILTER,
} from './legacy-filter-fixtures';
import { resolveFilters, type DashboardFilterInput } from './resolve-filters';
import { upgradeLegacyFilter } from './upgrade-legacy-filter';

const clock = { timeZone: 'UTC', now: new Date('2025-03-15T12:00:00Z') };
const parse = (f: unknown) => anyDashboardFilterSchema.parse(f);

/** What the filter does to each fixture chart, through the query path's resolver. */
function effects(filter: DashboardFilterInput) {
  return LEGACY_FIXTURE_CHARTS.map((chart) => {
    const r = resolveFilters(
      { chartId: chart.id, dashboardFilters: [filter], chartColumns: chart },
      clock,
    );
    return { chart: chart.id, output: r.output, raw: r.raw, variables: [...r.variables] };
  });
}

describe('upgradeLegacyFilter', () => {
  it("V1: 'Before logic' targets become Raw structures, 'After logic' ones Output", () => {
    const legacy = parse(LEGACY_V1_FILTER);
    expect(dashboardFilterVersion(legacy)).toBe('v1');
    const up = upgradeLegacyFilter(legacy, LEGACY_FIXTURE_CHARTS);
    expect(up.chartFilterStructures).toEqual({
      'chart-orders': {
        connection: 'conn-warehouse',
        sourceType: 'Raw',
        table: 'orders',
        column: 'channel',
      },
      'chart-revenue': {
        connection: 'conn-warehouse',
        sourceType: 'Output',
        table: '',
        column: 'region',
      },
    });
    expect(up).not.toHaveProperty('filterTargets');
    expect(up).not.toHaveProperty('globalFilterColumns');
    expect(up).toMatchObject({
      id: 'legacy-v1-channel',
      displayName: 'Channel',
      filterType: 'Select',
      filterSubType: 'Select Multi',
      selectedValue: ['web', 'store'],
      layout: { i: 'legacy-v1-channel', x: 0, y: 0, w: 3, h: 2 },
      saved: false,
    });
    expect(dashboardFilterVersion(up)).toBe('v2.5');
    expect(dashboardFilterSchema.safeParse(up).success).toBe(true);
    // The upgraded filter filters exactly what the legacy one did.
    expect(effects(up)).toEqual(effects(legacy));
    expect(effects(up)[0]?.raw).toEqual([
      {
        table: 'orders',
        predicate: { column: 'channel', operator: 'in', values: ['web', 'store'] },
      },
    ]);
  });

  it("V1 'Before logic' without a table: the chart's only raw table", () => {
    const legacy = parse(LEGACY_V1_NO_TABLE_FILTER);
    const up = upgradeLegacyFilter(legacy, LEGACY_FIXTURE_CHARTS);
    expect(up.chartFilterStructures['chart-users']).toEqual({
      connection: 'conn-crm',
      sourceType: 'Raw',
      table: 'users',
      column: 'created_at',
    });
    const valued = { ...up, selectedValue: ['2025-01-01', '2025-01-31'] };
    const legacyValued = { ...legacy, selectedValue: ['2025-01-01', '2025-01-31'] };
    expect(effects(valued)).toEqual(effects(legacyValued));
    expect(effects(valued)[2]?.raw[0]?.table).toBe('users');
  });

  it("a V1 target without a column does not parse: 'Filter needs target column'", () => {
    const result = anyDashboardFilterSchema.safeParse(LEGACY_V1_MISSING_COLUMN_FILTER);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Filter needs target column');
  });

  it('V2 raw column: a structure for each chart that reads its table', () => {
    const legacy = parse(LEGACY_V2_RAW_FILTER);
    expect(dashboardFilterVersion(legacy)).toBe('v2');
    const up = upgradeLegacyFilter(legacy, LEGACY_FIXTURE_CHARTS);
    expect(Object.keys(up.chartFilterStructures)).toEqual(['chart-orders', 'chart-revenue']);
    expect(up.chartFilterStructures['chart-revenue']).toEqual({
      connection: 'conn-warehouse',
      sourceType: 'Raw',
      table: 'orders',
      column: 'amount',
    });
    expect(up).toMatchObject({
      filterSourceType: 'Raw',
      filterColumn: 'amount',
      filterTable: 'orders',
    });
    expect(dashboardFilterSchema.safeParse(up).success).toBe(true);
    expect(effects(up)).toEqual(effects(legacy));
    expect(effects(up)[0]?.raw).toEqual([
      { table: 'orders', predicate: { column: 'amount', operator: 'equals', values: [42] } },
    ]);
    expect(effects(up)[2]?.raw).toEqual([]);
  });

  it('V2 output column: the charts with an output column of that name', () => {
    const legacy = parse({ ...LEGACY_V2_OUTPUT_FILTER, selectedValue: 10 });
    const up = upgradeLegacyFilter(legacy, LEGACY_FIXTURE_CHARTS);
    expect(Object.keys(up.chartFilterStructures)).toEqual(['chart-orders', 'chart-revenue']);
    expect(up.chartFilterStructures['chart-orders']?.sourceType).toBe('Output');
    expect(effects(up)).toEqual(effects(legacy));
    expect(effects(up)[1]?.output).toEqual([
      { column: 'revenue', operator: 'equals', values: [10] },
    ]);
  });

  it('without chart info a V2 filter reaches no chart; a V2.5 filter is returned as it is', () => {
    expect(upgradeLegacyFilter(parse(LEGACY_V2_RAW_FILTER)).chartFilterStructures).toEqual({});
    const structures = { c: { connection: 'x', sourceType: 'Output', table: '', column: 'a' } };
    const current = parse({ id: 'f', filterType: 'Input', chartFilterStructures: structures });
    expect(upgradeLegacyFilter(current)).toBe(current);
  });

  it('is pure: the input is not changed', () => {
    const legacy = parse(LEGACY_V1_FILTER);
    const before = JSON.stringify(legacy);
    upgradeLegacyFilter(legacy, LEGACY_FIXTURE_CHARTS);
    expect(JSON.stringify(legacy)).toBe(before);
  });
});
