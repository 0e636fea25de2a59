import { randomUUID } from 'node:crypto';
import { dashboardConfigSchema, type DemoDashboard } from '@chartroom/core';
import { DemoDashboardsRepository } from '../modules/demo/repository';
import type { Services } from '../services';
import { seedDemoCharts, type DemoChartTarget } from './demo-chart-seed';
import { DEMO_ROLE_DASHBOARDS } from './demo-role-charts';

/**
 * Seeds the demo's role dashboards (decision 025) of one organisation: each role that has no
 * dashboard (never seeded, or deleted since) gets its charts and dashboard. Idempotent: a second
 * run writes nothing. The dashboards are unpublished (admins' demo; tenants' tokens do not list
 * them) and answers the role dashboards as GET /demo/dashboards does.
 */
export async function seedDemoRoleDashboards(
  s: Services,
  target: DemoChartTarget,
): Promise<DemoDashboard[]> {
  const repo = new DemoDashboardsRepository(s.db);
  const present = new Set((await repo.list(target.organizationId)).map((d) => d.role));
  for (const role of DEMO_ROLE_DASHBOARDS) {
    if (present.has(role.role)) continue;
    const { charts } = await seedDemoCharts(s, target, role.charts);
    const id = randomUUID();
    await s.dashboards.appendVersion({
      id,
      organization_id: target.organizationId,
      name: role.name,
      author: target.author,
      published: false,
      config: dashboardConfigSchema.parse({
        title: role.name,
        charts,
        filters: [],
        layouts: {},
        advanced: { language: 'en' },
      }),
    });
    await repo.set(target.organizationId, role.role, id);
  }
  return repo.list(target.organizationId);
}

/**
 * On a store seeded before the role dashboards existed (or after one was deleted): every
 * organisation with the demo warehouse connection gets its missing role dashboards, written by
 * its first admin. Organisations without the demo data are left alone.
 */
export async function seedDemoRoleDashboardsOfDemoOrganizations(s: Services): Promise<void> {
  const connections = await s.db
    .selectFrom('connections')
    .select(['id', 'organization_id', 'config'])
    .where('type', '=', 'duckdb')
    .orderBy('created_at')
    .execute();
  const seen = new Set<string>();
  for (const c of connections) {
    if (c.config.database !== 'demo' || seen.has(c.organization_id)) continue;
    seen.add(c.organization_id);
    const admin = await s.db
      .selectFrom('users')
      .select('email')
      .where('organization_id', '=', c.organization_id)
      .where('role', '=', 'admin')
      .orderBy('created_at')
      .executeTakeFirst();
    if (!admin) continue;
    await seedDemoRoleDashboards(s, {
      organizationId: c.organization_id,
      author: admin.email,
      connectionId: c.id,
    });
  }
}
