import { describe, expect, it } from 'vitest';
import { dashboardConfigSchema } from '../schemas/dashboard/dashboard-config';
import { migrateDashboardConfig } from './dashboard-chart-versions';
import current from './fixtures/dashboard-current.json';
import layoutArrays from './fixtures/dashboard-layout-arrays.json';
import layoutEntries from './fixtures/dashboard-layout-entries.json';
import layoutList from './fixtures/dashboard-layout-list.json';
import { parseStoredDashboardConfig, parseStoredDashboardRow } from './parse-stored';

const deepCopy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('migrateDashboardConfig', () => {
  it('turns layout entries into {layout, version: 1}', () => {
    const config = parseStoredDashboardConfig(layoutEntries);
    expect(config.charts).toEqual({
      c1: { layout: { i: 'c1', x: 0, y: 0, w: 4, h: 8 }, version: 1 },
      c2: { layout: { i: 'c2', x: 4, y: 0, w: 4, h: 8 }, version: 1 },
    });
    expect(config.title).toBe('Sales (2023)');
    expect(config.filters[0]).toMatchObject({ id: 'f1', filterTargets: [{ chartId: 'c1' }] });
    expect(config.advanced.language).toBe('en');
  });

  it('takes the chart’s own layout out of an array of layouts', () => {
    const config = parseStoredDashboardConfig(layoutArrays);
    expect(config.charts).toEqual({
      c1: { layout: { i: 'c1', x: 0, y: 0, w: 8, h: 10 }, version: 1 },
      c2: { layout: { i: 'c2', x: 0, y: 10, w: 8, h: 6 }, version: 1 },
    });
    expect(config.advanced.language).toBe('tr');
  });

  it('accepts a charts list keyed by layout id', () => {
    expect(Object.keys(parseStoredDashboardConfig(layoutList).charts)).toEqual(['c1', 'c2']);
    expect(parseStoredDashboardConfig(layoutList).charts.c2?.version).toBe(1);
  });

  it('keeps current entries and versions them when missing', () => {
    const config = parseStoredDashboardConfig(current);
    expect(config.charts.c1).toEqual({ layout: { i: 'c1', x: 0, y: 0, w: 4, h: 8 }, version: 7 });
    expect(config.charts.c2).toEqual({ layout: { i: 'c2', x: 4, y: 0, w: 4, h: 8 }, version: 1 });
  });

  it('is idempotent and does not mutate its input', () => {
    const input = deepCopy(layoutEntries);
    const once = migrateDashboardConfig(input);
    expect(input).toEqual(layoutEntries);
    expect(migrateDashboardConfig(once)).toEqual(once);
  });

  it('gives a config without charts an empty map', () => {
    expect(parseStoredDashboardConfig({}).charts).toEqual({});
    expect(migrateDashboardConfig(null)).toBeNull();
  });

  it('old configs fail the current schema until migrated', () => {
    expect(dashboardConfigSchema.safeParse(layoutEntries).success).toBe(false);
  });

  it('migrates the config of a stored row', () => {
    const row = parseStoredDashboardRow({
      id: 'd1',
      version: 1,
      name: 'Sales',
      config: layoutArrays,
    });
    expect(row.config.charts.c1?.version).toBe(1);
  });
});
