import {
  dashboardConfigSchema,
  type DashboardConfig,
  type SaveDashboardBody,
  type TenantClaims,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/http-error';
import type { ChartGuard, TenantCaller } from '../chart/chart-guard';
import { chartRefsOf, type Access } from '../tenant/access';
import { toDashboardRow } from '../tenant/rows';
import { StaleVersionError, type DashboardRecord, type DashboardRepository } from './repository';
import { refusedChange, saveChanges } from './save-permissions';

const KNOWN_CONFIG_KEYS = new Set(Object.keys(dashboardConfigSchema.shape));

/** `next` when the body gave it (null included), else the stored value. */
function pick<T>(next: T | undefined, stored: T): T {
  return next === undefined ? stored : next;
}

/**
 * Keys of the stored config the schema does not know (`theme`, set by the theme calls) are kept:
 * a client that never saw them must not erase them by saving.
 */
export function mergedConfig(stored: unknown, next: DashboardConfig): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (!KNOWN_CONFIG_KEYS.has(key)) kept[key] = value;
    }
  }
  return { ...kept, ...next };
}

/** The stored config as the schema reads it (defaults filled in), to compare with a body's. */
export function parsedConfig(row: DashboardRecord): unknown {
  try {
    return toDashboardRow(row).config;
  } catch {
    return row.config;
  }
}

/** 403 unless the token's editing permissions allow every change from `before` to `after`. */
export function checkTenantEdit(
  permissions: TenantClaims['permissions'],
  before: unknown,
  after: unknown,
  own: ReadonlySet<string> = new Set(),
): void {
  const refused = refusedChange(saveChanges(before, after, own), permissions);
  if (refused) {
    throw forbidden(
      `This token does not allow you to ${refused.what} (needs ${refused.needs.join(', ')})`,
    );
  }
}

/** POST /dashboard/v3/save: a new version (previous + 1) of an existing dashboard. */
export class DashboardSaver {
  constructor(
    private readonly dashboards: DashboardRepository,
    private readonly access: Access,
    private readonly guard: ChartGuard,
  ) {}

  async save(caller: Caller, body: SaveDashboardBody): Promise<DashboardRecord> {
    if (body.organizationId && body.organizationId !== caller.organizationId) {
      throw forbidden('organizationId does not match your credentials');
    }
    if (body.dashboardVersion === 0) return this.create(caller, body);
    const latest = await this.latest(caller, body.dashboardId);
    if (caller.kind === 'tenant') {
      const tenantId = caller.claims.tenant.id;
      if (latest.tenant_id !== tenantId) {
        throw forbidden('Make a personal copy before editing this dashboard');
      }
      if (body.tenantId && body.tenantId !== tenantId) {
        throw forbidden('tenantId does not match your token');
      }
      if (
        body.parentTemplateDashboard !== undefined &&
        body.parentTemplateDashboard !== latest.parent_template_dashboard
      ) {
        throw forbidden('parentTemplateDashboard cannot be changed with a tenant token');
      }
      // dashboards.md §6: a tenant renames its workspace dashboards unless tabs are disabled.
      if (body.name !== latest.name && caller.claims.permissions.disableTabs === true) {
        throw forbidden('This token does not allow you to rename dashboards (disableTabs)');
      }
      const before = parsedConfig(latest);
      const own = await this.ownAdded(caller, before, body.config);
      checkTenantEdit(caller.claims.permissions, before, body.config, own);
    }
    await this.checkCharts(caller, latest.config, body.config);
    try {
      return await this.dashboards.appendVersion(
        {
          id: latest.id,
          organization_id: caller.organizationId,
          name: body.name,
          author: pick(body.author, null) ?? this.actor(caller) ?? latest.author,
          config: mergedConfig(latest.config, body.config),
          published: latest.published,
          tenant_id: latest.tenant_id,
          workspace_id: pick(body.workspaceId, latest.workspace_id),
          project_id: pick(body.projectId, latest.project_id),
          team_id: pick(body.teamId, latest.team_id),
          parent_template_dashboard: pick(
            body.parentTemplateDashboard,
            latest.parent_template_dashboard,
          ),
          is_exportable: body.isExportable ?? latest.is_exportable,
          selected_table: body.selectedTable ?? latest.selected_table,
          tz: pick(body.tz, latest.tz),
          local_tz: body.localTz ?? latest.local_tz,
          golden_prompts: body.goldenPrompts ?? latest.golden_prompts,
        },
        body.dashboardVersion,
      );
    } catch (error) {
      if (error instanceof StaleVersionError) throw new HttpError(409, error.message);
      throw error;
    }
  }

  /**
   * A save based on version 0: a new organisation dashboard (version 1, published) under the
   * body's id; 409 when that id exists. Admins only: tenants get their dashboards by copying.
   */
  private async create(caller: Caller, body: SaveDashboardBody): Promise<DashboardRecord> {
    if (caller.kind === 'tenant') throw forbidden('Only admins can create dashboards');
    await this.checkCharts(caller, null, body.config);
    try {
      return await this.dashboards.appendVersion(
        {
          id: body.dashboardId,
          organization_id: caller.organizationId,
          name: body.name,
          author: body.author ?? caller.userId,
          config: body.config,
          published: true,
          workspace_id: body.workspaceId ?? null,
          project_id: body.projectId ?? null,
          team_id: body.teamId ?? null,
          is_exportable: body.isExportable ?? false,
          selected_table: body.selectedTable ?? { tables: [] },
          tz: body.tz ?? null,
          local_tz: body.localTz ?? false,
          golden_prompts: body.goldenPrompts ?? { prompts: [] },
        },
        0,
      );
    } catch (error) {
      if (error instanceof StaleVersionError) {
        throw new HttpError(409, `Dashboard ${body.dashboardId} already exists`);
      }
      throw error;
    }
  }

  /** Version numbers of a dashboard the caller may open, ascending. */
  async versions(caller: Caller, id: string): Promise<number[]> {
    await this.latest(caller, id);
    return this.dashboards.listVersions(caller.organizationId, id);
  }

  private async latest(caller: Caller, id: string): Promise<DashboardRecord> {
    if (caller.kind === 'tenant') return this.access.dashboard(caller, id);
    const row = await this.dashboards.find(caller.organizationId, id);
    if (!row) throw notFound(`Dashboard ${id} not found`);
    return row;
  }

  /** Charts `after` adds that the tenant created (its copies of charts it edited). */
  async ownAdded(caller: TenantCaller, before: unknown, after: unknown): Promise<Set<string>> {
    const old = chartRefsOf(before);
    const own = new Set<string>();
    for (const id of chartRefsOf(after).keys()) {
      if (!old.has(id) && (await this.guard.createdBy(caller, id))) own.add(id);
    }
    return own;
  }

  /** Charts added (or shown at another version) must exist and be reachable: 400 otherwise. */
  async checkCharts(caller: Caller, before: unknown, after: DashboardConfig): Promise<void> {
    const old = chartRefsOf(before);
    for (const [id, entry] of Object.entries(after.charts)) {
      const version = Math.max(1, entry.version);
      if (old.get(id) === entry.version) continue;
      try {
        await this.guard.reach(caller, id, version, { anyVersion: true, publishedToo: true });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw badRequest(`Chart ${id} version ${version} does not exist`);
        }
        throw error;
      }
    }
  }

  private actor(caller: Caller): string | null {
    if (caller.kind === 'tenant') return `tenant:${caller.claims.tenant.id}`;
    return caller.userId;
  }
}
