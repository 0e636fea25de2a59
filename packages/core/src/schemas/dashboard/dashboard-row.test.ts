import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { dashboardConfigSchema } from './dashboard-config';
import { dashboardRowSchema } from './dashboard-row';
import { permissionsSchema, planFlagsSchema, tenantEditingPermissionsSchema } from './permissions';
import { selectedTableSchema } from './selected-table';

const layout = (i: string) => ({ i, x: 0, y: 0, w: 4, h: 8 });

describe('dashboardConfigSchema', () => {
  it('fills an empty config', () => {
    expect(dashboardConfigSchema.parse({})).toEqual({
      charts: {},
      filters: [],
      advanced: { language: 'en' },
    });
  });

  it('parses charts, filters and layouts per breakpoint', () => {
    const c = dashboardConfigSchema.parse({
      title: 'Sales',
      charts: { c1: { layout: layout('c1'), version: 3 } },
      filters: [{ id: 'f1', filterType: 'Date', filterSubType: 'Date Range' }],
      layouts: { lg: [layout('c1')], xxs: [] },
      styleOverrides: '.card { border: 0 }',
      advanced: { language: 'fr' },
    });
    expect(c.charts.c1?.version).toBe(3);
    expect(c.filters[0]?.layout).toEqual({ x: 0, y: 0, w: 3, h: 2 });
    expect(c.layouts?.lg).toHaveLength(1);
    expect(c.advanced.language).toBe('fr');
  });

  it('refuses a chart entry without a version and bad layouts', () => {
    expect(
      dashboardConfigSchema.safeParse({ charts: { c1: { layout: layout('c1') } } }).success,
    ).toBe(false);
    expect(
      firstMessage(dashboardConfigSchema, {
        charts: { c1: { layout: { ...layout('c1'), w: 0 }, version: 1 } },
      }),
    ).toBe('Layout width must be at least 1');
    expect(dashboardConfigSchema.safeParse({ layouts: { huge: [] } }).success).toBe(false);
  });
});

describe('dashboardRowSchema', () => {
  const row = { id: 'd1', version: 2, config: {} };

  it('fills defaults of a minimal row', () => {
    const r = dashboardRowSchema.parse(row);
    expect(r.name).toBe('');
    expect(r.is_exportable).toBe(false);
    expect(r.local_tz).toBe(false);
    expect(r.config.advanced.language).toBe('en');
  });

  it('resets an invalid stored selected_table to an empty list', () => {
    const r = dashboardRowSchema.parse({ ...row, selected_table: { tables: [{ table: 5 }] } });
    expect(r.selected_table).toEqual({ tables: [] });
    const ok = dashboardRowSchema.parse({
      ...row,
      selected_table: { tables: [{ connectionId: 'k', table: 'orders', displayName: 'Orders' }] },
      golden_prompts: { prompts: ['Revenue by month'] },
      tz: 2,
    });
    expect(ok.selected_table?.tables[0]?.table).toBe('orders');
    expect(ok.golden_prompts?.prompts).toEqual(['Revenue by month']);
  });

  it('refuses more than 3 golden tables when written', () => {
    const t = { connectionId: 'k', table: 'x' };
    expect(firstMessage(selectedTableSchema, { tables: [t, t, t, t] })).toBe(
      'No more than 3 golden tables supported',
    );
  });
});

describe('permissions', () => {
  it('default every flag to false', () => {
    expect(Object.values(permissionsSchema.parse({})).every((v) => v === false)).toBe(true);
    expect(Object.keys(tenantEditingPermissionsSchema.parse({})).sort()).toEqual(
      [
        'addChart',
        'addFilter',
        'createChart',
        'createChartSQL',
        'disableTabs',
        'editCharts',
        'readOnly',
        'removeChart',
      ].sort(),
    );
    expect(planFlagsSchema.parse({ isProPlan: true })).toEqual({
      isProPlan: true,
      isEnterprise: false,
      isStartUpPlan: false,
      isGrowthPlan: false,
    });
  });
});
