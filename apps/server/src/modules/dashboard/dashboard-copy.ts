import { createHash, randomUUID } from 'node:crypto';
import type { CopyDashboardBody } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/http-error';
import type { Access } from '../tenant/access';
import { checkTenantEdit, mergedConfig, parsedConfig, type DashboardSaver } from './dashboard-save';
import { StaleVersionError, type DashboardRecord, type DashboardRepository } from './repository';

type TenantCaller = Extract<Caller, { kind: 'tenant' }>;

/**
 * The id of a tenant's personal copy of a dashboard, derived from organisation, tenant and
 * parent: two copy calls racing each other write the same id, so only one copy can exist.
 */
export function personalCopyId(organizationId: string, tenantId: string, parentId: string): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([organizationId, tenantId, parentId]))
    .digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The source's config for its clone: a title of its own gets the name's ' (copy)' suffix (when
 * the clone's name is not given), so the clone's page does not read exactly as the original's.
 */
function copyTitled(config: unknown, name: string | undefined): unknown {
  if (name !== undefined || !config || typeof config !== 'object') return config;
  const title = (config as { title?: unknown }).title;
  if (typeof title !== 'string' || title.trim() === '') return config;
  return { ...config, title: `${title.trim()} (copy)`.slice(0, 500) };
}

/**
 * POST /dashboard/v2/copy and GET /dashboard/get-tenant-dashboard (dashboards.md §4, §6, §7).
 * Admins clone a dashboard; a tenant with editing permissions makes its personal copy of a
 * shared dashboard (one per tenant and parent; asking again answers the existing one).
 */
export class DashboardCopier {
  constructor(
    private readonly dashboards: DashboardRepository,
    private readonly access: Access,
    private readonly saver: DashboardSaver,
  ) {}

  /** The id of the copy (the existing personal copy when there is one). */
  async copy(caller: Caller, body: CopyDashboardBody): Promise<string> {
    const source = await this.source(caller, body.dashboard.id, body.dashboard.version);
    if (caller.kind === 'tenant') return this.personalCopy(caller, source, body);
    const config = body.dashboardConfigOverride;
    if (config) await this.saver.checkCharts(caller, source.config, config);
    const saved = await this.dashboards.appendVersion({
      ...this.carried(source),
      id: randomUUID(),
      name: (body.name ?? `${source.name} (copy)`).slice(0, 500),
      author: caller.userId,
      config: config ? mergedConfig(source.config, config) : copyTitled(source.config, body.name),
      published: source.published,
      tenant_id: source.tenant_id,
      parent_template_dashboard: source.parent_template_dashboard,
    });
    return saved.id;
  }

  /** The caller tenant's personal copy of `parentId`; 404 when it has none. */
  async tenantCopy(caller: Caller, parentId: string): Promise<DashboardRecord> {
    if (caller.kind !== 'tenant') {
      throw badRequest('Personal copies belong to tenants: call this with a tenant token');
    }
    await this.access.dashboard(caller, parentId);
    const copy = await this.dashboards.findTenantCopy(
      caller.organizationId,
      caller.claims.tenant.id,
      parentId,
    );
    if (!copy?.published) throw notFound(`No personal copy of dashboard ${parentId}`);
    return copy;
  }

  private async personalCopy(
    caller: TenantCaller,
    source: DashboardRecord,
    body: CopyDashboardBody,
  ): Promise<string> {
    if (body.personalWorkspace !== true) {
      throw badRequest(
        'A tenant copies a dashboard into its personal workspace: send personalWorkspace: true',
      );
    }
    const tenantId = caller.claims.tenant.id;
    const override = body.dashboardConfigOverride;
    // Refused (403) unless the token may edit, and may make the override's changes.
    const before = parsedConfig(source);
    const after = override ?? before;
    const own = await this.saver.ownAdded(caller, before, after);
    checkTenantEdit(caller.claims.permissions, before, after, own);
    // Copying one of its own workspace dashboards ('Create a copy'; another tenant's is never
    // reached, 404 above) adds a dashboard to the tenant's personal workspace (decision 024).
    if (source.tenant_id === tenantId) return this.workspaceClone(caller, source, body);
    const parentId = source.id;
    const existing = await this.dashboards.findTenantCopy(
      caller.organizationId,
      tenantId,
      parentId,
    );
    if (existing) return existing.id;
    if (override) await this.saver.checkCharts(caller, source.config, override);
    const id = personalCopyId(caller.organizationId, tenantId, parentId);
    try {
      await this.dashboards.appendVersion(
        {
          ...this.carried(source),
          id,
          name: body.name ?? '',
          author: `tenant:${tenantId}`,
          config: override ? mergedConfig(source.config, override) : source.config,
          published: true,
          tenant_id: tenantId,
          parent_template_dashboard: parentId,
        },
        0,
      );
    } catch (error) {
      // A concurrent call wrote the same copy first: answer it.
      if (!(error instanceof StaleVersionError)) throw error;
    }
    return id;
  }

  /**
   * Another dashboard in the tenant's personal workspace, derived from the same template as
   * `source` (so it is listed by /dashboard/get-all-tenant-dashboards with it), named by the
   * body or '{name} (copy)'.
   */
  private async workspaceClone(
    caller: TenantCaller,
    source: DashboardRecord,
    body: CopyDashboardBody,
  ): Promise<string> {
    const override = body.dashboardConfigOverride;
    if (override) await this.saver.checkCharts(caller, source.config, override);
    const saved = await this.dashboards.appendVersion(
      {
        ...this.carried(source),
        id: randomUUID(),
        name: (body.name ?? `${source.name || 'Personal workspace'} (copy)`).slice(0, 500),
        author: `tenant:${caller.claims.tenant.id}`,
        config: override ? mergedConfig(source.config, override) : source.config,
        published: true,
        tenant_id: caller.claims.tenant.id,
        parent_template_dashboard: source.parent_template_dashboard ?? source.id,
      },
      0,
    );
    return saved.id;
  }

  /** What a copy keeps of its source besides name, config and ownership. */
  private carried(source: DashboardRecord) {
    return {
      organization_id: source.organization_id,
      workspace_id: source.workspace_id,
      project_id: source.project_id,
      team_id: source.team_id,
      is_exportable: source.is_exportable,
      selected_table: source.selected_table,
      tz: source.tz,
      tz_name: source.tz_name,
      local_tz: source.local_tz,
      golden_prompts: source.golden_prompts,
    };
  }

  private async source(caller: Caller, id: string, version?: number): Promise<DashboardRecord> {
    if (caller.kind === 'tenant') return this.access.dashboard(caller, id, version);
    const row = await this.dashboards.find(caller.organizationId, id, version);
    if (!row) throw notFound(`Dashboard ${id}${version ? ` version ${version}` : ''} not found`);
    return row;
  }
}
