import { createHash } from 'node:crypto';
import type { Caller } from '../../plugins/auth';
import { notFound } from '../../plugins/http-error';
import type { Db } from '../../store/database';
import type { Access } from '../tenant/access';
import type { DashboardRecord, DashboardRepository } from './repository';

/**
 * The id of a tenant's personal workspace, derived from organisation and tenant (decision 012):
 * a personal copy (a dashboard row with `tenant_id`, dashboard-copy.ts) lives in its tenant's
 * personal workspace; every other dashboard in its `workspace_id`, or the global one (null).
 */
export function personalWorkspaceId(organizationId: string, tenantId: string): string {
  const hex = createHash('sha256')
    .update(JSON.stringify(['personal-workspace', organizationId, tenantId]))
    .digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** The workspace a dashboard is in: its tenant's personal one, its own, or null (global). */
export function workspaceOf(row: DashboardRecord): string | null {
  if (row.tenant_id) return personalWorkspaceId(row.organization_id, row.tenant_id);
  return row.workspace_id ?? null;
}

/**
 * GET /dashboard/get-workspace-tenant-dashboard, /get-all-tenant-dashboards and
 * /get-dashboards-workspace (dashboards.md §7). Tenants reach only what `Access` lets them open:
 * shared dashboards and their own personal copies; another tenant's is 404.
 */
export class Workspaces {
  constructor(
    private readonly db: Db,
    private readonly dashboards: DashboardRepository,
    private readonly access: Access,
  ) {}

  /** The latest version of a dashboard the caller may open (404 otherwise). */
  async open(caller: Caller, id: string): Promise<DashboardRecord> {
    if (caller.kind === 'tenant') return this.access.dashboard(caller, id);
    const row = await this.dashboards.find(caller.organizationId, id);
    if (!row) throw notFound(`Dashboard ${id} not found`);
    return row;
  }

  /** A dashboard of a workspace: 404 unless the caller may open it and it is in that workspace. */
  async inWorkspace(caller: Caller, workspaceId: string, id: string): Promise<DashboardRecord> {
    const row = await this.open(caller, id);
    if (workspaceOf(row) !== workspaceId) {
      throw notFound(`Dashboard ${id} not found in workspace ${workspaceId}`);
    }
    return row;
  }

  /**
   * The personal workspace dashboards derived from `parentId` (its personal copies): a tenant's
   * own; for admins every tenant's. Oldest first.
   */
  async derivedFrom(caller: Caller, parentId: string): Promise<DashboardRecord[]> {
    await this.open(caller, parentId);
    let query = this.db
      .selectFrom('dashboards')
      .select('id')
      .select((eb) => eb.fn.min('created_at').as('first'))
      .where('organization_id', '=', caller.organizationId)
      .where('parent_template_dashboard', '=', parentId)
      .where('tenant_id', 'is not', null)
      .groupBy('id');
    if (caller.kind === 'tenant') query = query.where('tenant_id', '=', caller.claims.tenant.id);
    const ids = await query.orderBy('first').orderBy('id').execute();
    const out: DashboardRecord[] = [];
    for (const { id } of ids) {
      const row = await this.dashboards.find(caller.organizationId, id);
      if (row?.published) out.push(row);
    }
    return out;
  }
}
