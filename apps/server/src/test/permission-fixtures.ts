import type { Fixture } from './permission-fixtures-helpers';
import { AUTH_FIXTURES } from './permission-fixtures-auth';
import { ORGANIZATION_FIXTURES } from './permission-fixtures-organization';
import { DASHBOARD_FIXTURES } from './permission-fixtures-dashboard';
import { CHART_FIXTURES } from './permission-fixtures-chart';
import { TENANT_FIXTURES } from './permission-fixtures-tenant';
import { CHART_FILTER_FIXTURES } from './permission-fixtures-chart-filters';
import { DASHBOARD_FILTER_FIXTURES } from './permission-fixtures-dashboard-filters';
import { QUERY_FIXTURES } from './permission-fixtures-query';
import { CONNECTION_FIXTURES } from './permission-fixtures-connection';
import { GOLDEN_ASSET_FIXTURES } from './permission-fixtures-golden-assets';
import { ANALYTICS_FIXTURES } from './permission-fixtures-analytics';
import { DASHBOARD_SETTINGS_FIXTURES } from './permission-fixtures-dashboard-settings';
import { DEMO_FIXTURES } from './permission-fixtures-demo';
import { AI_FIXTURES } from './permission-fixtures-ai';

export type { Fixture, PermissionRequest } from './permission-fixtures-helpers';
export { rowKey } from './permission-fixtures-helpers';

/**
 * One fixture per row of docs/dev/permissions.md: the same request for every caller, except that
 * what a row edits "of its own" is created for the caller first (a tenant's copy of a chart, its
 * personal copy of the dashboard; for admins and the token-less caller, an admin's).
 * One file per area (`permission-fixtures-<area>.ts`); shared requests and set-ups in
 * `permission-fixtures-helpers.ts`.
 */
export const FIXTURES: Record<string, Fixture> = {
  ...AUTH_FIXTURES,
  ...ORGANIZATION_FIXTURES,
  ...DASHBOARD_FIXTURES,
  ...CHART_FIXTURES,
  ...TENANT_FIXTURES,
  ...CHART_FILTER_FIXTURES,
  ...DASHBOARD_FILTER_FIXTURES,
  ...QUERY_FIXTURES,
  ...CONNECTION_FIXTURES,
  ...GOLDEN_ASSET_FIXTURES,
  ...ANALYTICS_FIXTURES,
  // Dashboard settings, public dashboards, workspaces and tenant settings (decision 012)
  ...DASHBOARD_SETTINGS_FIXTURES,

  // The demo's role dashboards (decision 025)
  ...DEMO_FIXTURES,

  // Dash (decision 033)
  ...AI_FIXTURES,
};
