import type { TableSchemaEntry } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_MODE, type BuilderMode } from './builder-mode';
import {
  footerActions,
  offeredLabel,
  offeredTables,
  showsAllSteps,
  usesTablePicker,
} from './builder-mode-rules';

const tenant: BuilderMode = {
  ...ADMIN_MODE,
  embedded: true,
  isAdmin: false,
  createChartSQL: false,
};
const technical: BuilderMode = { ...tenant, createChartSQL: true };
const table = (tableName: string): TableSchemaEntry => ({ tableName, columns: [] });
const tables = [table('orders'), table('customers'), table('web_events')];

describe('builder mode rules (charts.md §2, §6)', () => {
  it('admins and technical embedded users see all three steps; other tenants only the tabs', () => {
    expect(showsAllSteps(ADMIN_MODE)).toBe(true);
    expect(showsAllSteps(technical)).toBe(true);
    expect(showsAllSteps(tenant)).toBe(false);
  });

  it('embedded users, new v2 charts and tenants without createChartSQL get a table picker', () => {
    expect(usesTablePicker(ADMIN_MODE, { v2: false })).toBe(false);
    expect(usesTablePicker(ADMIN_MODE, { v2: true })).toBe(true);
    expect(usesTablePicker(technical, { v2: false })).toBe(true);
    expect(
      usesTablePicker({ ...ADMIN_MODE, isAdmin: false, createChartSQL: false }, { v2: false }),
    ).toBe(true);
  });

  it('embedded hides Publish and Refine model; filter-edit-only hides Apply and Duplicate', () => {
    expect(footerActions(ADMIN_MODE)).toEqual({
      apply: true,
      duplicate: true,
      publish: true,
      refineModel: true,
    });
    expect(footerActions(tenant)).toEqual({
      apply: true,
      duplicate: true,
      publish: false,
      refineModel: false,
    });
    expect(footerActions({ ...ADMIN_MODE, filterEditOnly: true })).toMatchObject({
      apply: false,
      duplicate: false,
      publish: true,
    });
  });

  it("offers only the dashboard's selected tables of the connection in embedded mode", () => {
    const selected = {
      ...tenant,
      selectedTables: [{ connectionId: 'c1', table: 'orders', displayName: 'Orders' }],
    };
    expect(offeredTables(tables, selected, 'c1').map((t) => t.tableName)).toEqual(['orders']);
    expect(offeredTables(tables, selected, 'c2')).toEqual([]);
    expect(offeredLabel(table('orders'), selected, 'c1')).toBe('Orders');
    // No selected tables, or the admin pages: every table.
    expect(offeredTables(tables, tenant, 'c1')).toHaveLength(3);
    expect(
      offeredTables(tables, { ...ADMIN_MODE, selectedTables: selected.selectedTables }, 'c1'),
    ).toHaveLength(3);
  });
});
