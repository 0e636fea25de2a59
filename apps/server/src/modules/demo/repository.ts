import { DEMO_ROLES, demoRoleSchema, type DemoDashboard, type DemoRole } from '@chartroom/core';
import type { Db } from '../../store/database';

/**
 * The dashboard each demo role opens (migration 0011, decision 025). A role whose dashboard was
 * deleted since is left out of what is read (and seeded again at the next start).
 */
export class DemoDashboardsRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's role dashboards that still exist, in role order, with their latest name. */
  async list(organizationId: string): Promise<DemoDashboard[]> {
    const rows = await this.db
      .selectFrom('demo_dashboards as r')
      .innerJoin('dashboards as d', (j) =>
        j.onRef('d.id', '=', 'r.dashboard_id').onRef('d.organization_id', '=', 'r.organization_id'),
      )
      .select(['r.role', 'r.dashboard_id', 'd.name', 'd.version'])
      .where('r.organization_id', '=', organizationId)
      .orderBy('d.version', 'desc')
      .execute();
    const byRole = new Map<DemoRole, DemoDashboard>();
    for (const row of rows) {
      const role = demoRoleSchema.safeParse(row.role);
      // Rows come newest version first: the first of a role carries its latest name.
      if (role.success && !byRole.has(role.data)) {
        byRole.set(role.data, { role: role.data, dashboardId: row.dashboard_id, name: row.name });
      }
    }
    return DEMO_ROLES.flatMap((role) => byRole.get(role) ?? []);
  }

  /** Points `role` at `dashboardId` (replacing a deleted one's entry). */
  async set(organizationId: string, role: DemoRole, dashboardId: string): Promise<void> {
    await this.db
      .insertInto('demo_dashboards')
      .values({ organization_id: organizationId, role, dashboard_id: dashboardId })
      .onConflict((oc) =>
        oc.columns(['organization_id', 'role']).doUpdateSet({ dashboard_id: dashboardId }),
      )
      .execute();
  }
}
