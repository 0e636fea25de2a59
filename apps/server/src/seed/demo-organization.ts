import { randomUUID } from 'node:crypto';
import { dashboardConfigSchema } from '@chartroom/core';
import type { Services } from '../services';
import { hashPassword, generatePassword } from '../crypto/password';
import { seedDemoCharts } from './demo-chart-seed';
import { demoCharts } from './demo-charts';
import { seedDemoRoleDashboards } from './demo-role-seed';
import { DEMO_TENANTS } from './demo-tenants';

export interface DemoSeedResult {
  organizationId: string;
  email: string;
  /** The generated password, present only when none was configured (printed once). */
  generatedPassword?: string;
  dashboardId: string;
  connectionId: string;
}

/**
 * Seeds the demo organisation on an empty store: its admin, the "Demo warehouse" connection
 * with its tenant policy, the demo tenants, the charts and the published demo dashboard, and the
 * demo's role dashboards (decision 025).
 */
export async function seedDemoOrganization(
  s: Services,
  options: { adminEmail: string; adminPassword?: string | undefined },
): Promise<DemoSeedResult> {
  const generatedPassword = options.adminPassword ? undefined : generatePassword();
  const { organization, user } = await s.authRepo.createOrganizationWithAdmin({
    organizationName: 'Chartroom Demo',
    name: 'Demo Admin',
    email: options.adminEmail,
    passwordHash: await hashPassword(options.adminPassword ?? generatedPassword!),
  });
  const org = organization.id;

  const connection = await s.connections.create({
    organization_id: org,
    name: 'Demo warehouse',
    type: 'duckdb',
    config: { database: 'demo' },
    default_connection: true,
    // Default-deny: every demo table is classified. Tenant rows are scoped (the tenants table
    // too: each tenant reads its own row); the product list is shared by all tenants.
    tenant_mode: 'scoped',
    tenant_policies: ['orders', 'customers', 'web_events', 'tenants'].map((table) => ({
      table,
      column: 'tenant_id',
      payloadKey: 'tenant_id',
    })),
    table_access: [{ table: 'products', access: 'shared' }],
  });

  await s.db
    .insertInto('tenants')
    .values(
      DEMO_TENANTS.map((t) => ({
        organization_id: org,
        id: t.id,
        name: t.name,
        key: t.id,
        payload: JSON.stringify({ tenant_id: t.id }),
      })),
    )
    .execute();

  const { charts, ids } = await seedDemoCharts(
    s,
    { organizationId: org, author: user.email, connectionId: connection.id },
    demoCharts,
  );
  await seedDemoRoleDashboards(s, {
    organizationId: org,
    author: user.email,
    connectionId: connection.id,
  });

  const structure = (column: string) => ({
    connection: connection.id,
    sourceType: 'Output',
    table: 'orders',
    column,
  });
  const dateTargets = Object.fromEntries(
    demoCharts.filter((c) => c.dateColumn).map((c) => [ids.get(c.key)!, structure(c.dateColumn!)]),
  );
  const channelTargets = Object.fromEntries(
    demoCharts.filter((c) => c.channel).map((c) => [ids.get(c.key)!, structure('channel')]),
  );
  const dashboardId = randomUUID();
  await s.dashboards.appendVersion({
    id: dashboardId,
    organization_id: org,
    name: 'Sales overview',
    author: user.email,
    published: true,
    config: dashboardConfigSchema.parse({
      title: 'Sales overview',
      charts,
      filters: [
        {
          id: 'filter-date',
          displayName: 'Date',
          filterType: 'Date',
          filterSubType: 'Date Range',
          filterSourceType: 'Output',
          filterTable: 'orders',
          filterColumn: 'created_at',
          chartFilterIds: Object.keys(dateTargets),
          chartFilterStructures: dateTargets,
          selectedValue: null,
          defaultValue: null,
          filterRestrictions: { values: [] },
          layout: { i: 'filter-date', x: 0, y: 0, w: 3, h: 2 },
          saved: true,
        },
        {
          id: 'filter-channel',
          displayName: 'Channel',
          filterType: 'Select',
          filterSubType: 'Select Multi',
          filterSourceType: 'Raw',
          filterTable: 'orders',
          filterColumn: 'channel',
          filterRestrictionMethod: 'Scan',
          chartFilterIds: Object.keys(channelTargets),
          chartFilterStructures: channelTargets,
          selectedValue: null,
          defaultValue: null,
          filterRestrictions: { values: [] },
          globalFilterConfig: {
            columnType: 'Raw',
            globalFilterableName: 'channel',
            globalFilterableTable: 'orders',
          },
          layout: { i: 'filter-channel', x: 3, y: 0, w: 3, h: 2 },
          saved: true,
        },
      ],
      layouts: {},
      advanced: { language: 'en' },
    }),
  });

  return {
    organizationId: org,
    email: options.adminEmail,
    ...(generatedPassword ? { generatedPassword } : {}),
    dashboardId,
    connectionId: connection.id,
  };
}
