import { z } from 'zod';

const flag = z.boolean().default(false);

/** Editing permissions carried by a tenant token (dashboards.md §3). */
export const tenantEditingPermissionsSchema = z.object({
  readOnly: flag,
  disableTabs: flag,
  addChart: flag,
  addFilter: flag,
  removeChart: flag,
  createChart: flag,
  editCharts: flag,
  createChartSQL: flag,
});
export type TenantEditingPermissions = z.infer<typeof tenantEditingPermissionsSchema>;

/** The resolved permissions object of the viewer (dashboards.md §3). */
export const permissionsSchema = z.object({
  isAdmin: flag,
  addFilter: flag,
  createChart: flag,
  createChartSQL: flag,
  aiCharts: flag,
  addChart: flag,
  editCharts: flag,
  removeChart: flag,
  readOnly: flag,
  disableTabs: flag,
});
export type Permissions = z.infer<typeof permissionsSchema>;

/** Plan flags of an organisation. */
export const planFlagsSchema = z.object({
  isProPlan: flag,
  isEnterprise: flag,
  isStartUpPlan: flag,
  isGrowthPlan: flag,
});
export type PlanFlags = z.infer<typeof planFlagsSchema>;
