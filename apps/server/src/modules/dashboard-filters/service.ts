import { randomUUID } from 'node:crypto';
import {
  anyDashboardFilterSchema,
  type AnyDashboardFilter,
  type ChartFilter,
  type CreateOrUpdateDashboardFilterV2Body,
  type DashboardFilterRow,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/http-error';
import type { ChartGuard } from '../chart/chart-guard';
import { toChartFilter } from '../chart-filters/repository';
import {
  StaleVersionError,
  type DashboardRecord,
  type DashboardRepository,
} from '../dashboard/repository';
import type { Access } from '../tenant/access';
import { boundChartFilterConfig, configFilters, filterIdOf, withFilters } from './config-filters';
import {
  createdBy,
  type BoundChartFilter,
  type DashboardFilterRecord,
  type DashboardFilterRepository,
  type StoredChartFilter,
} from './repository';

/** Tries before a config write racing other saves gives up (409). */
const ATTEMPTS = 3;

type TenantCaller = Extract<Caller, { kind: 'tenant' }>;

export interface FilterWrite {
  parentDashboardId: string;
  filterId: string;
  filterConfig: AnyDashboardFilter;
}

/** The dashboard-filter calls (filters-and-rendering.md §7, decision 028). */
export class DashboardFilterService {
  constructor(
    private readonly rows: DashboardFilterRepository,
    private readonly dashboards: DashboardRepository,
    private readonly access: Access,
    private readonly guard: ChartGuard,
  ) {}

  /** create-or-update-filter (legacy and V2 editors): saved at once. */
  async createOrUpdate(caller: Caller, body: FilterWrite): Promise<DashboardFilterRow> {
    const { row } = await this.write(caller, body, null);
    return row;
  }

  /** create-or-update-filter-v2: with its bound chart filters; `noSave` keeps both unsaved. */
  async createOrUpdateV2(
    caller: Caller,
    body: CreateOrUpdateDashboardFilterV2Body,
  ): Promise<{ filter: DashboardFilterRow; chartFilterIds: string[] }> {
    const { row, chartFilterIds } = await this.write(caller, body, body);
    return { filter: row, chartFilterIds };
  }

  async list(caller: Caller, dashboardIds: readonly string[]): Promise<DashboardFilterRow[]> {
    const out: DashboardFilterRow[] = [];
    for (const id of [...new Set(dashboardIds)]) {
      const dashboard = await this.access.dashboard(caller, id);
      const rows = await this.rows.list(caller.organizationId, [id]);
      const byId = new Map(rows.map((r) => [r.filter_id, r]));
      const editor = this.mayEdit(caller, dashboard);
      const shown = new Set<string>();
      for (const raw of configFilters(dashboard.config)) {
        const filterId = filterIdOf(raw);
        if (!filterId || shown.has(filterId)) continue;
        const row = byId.get(filterId);
        const draft = editor && row && !row.saved ? toRow(row) : null;
        const saved = rowOf(
          filterId,
          id,
          { ...(raw as object), saved: true },
          row?.saved_at ?? null,
        );
        const entry = draft ?? saved;
        if (!entry) continue;
        shown.add(filterId);
        out.push(entry);
      }
      if (!editor) continue;
      for (const row of rows) {
        if (row.saved || shown.has(row.filter_id)) continue;
        const entry = toRow(row);
        if (entry) out.push(entry);
      }
    }
    return out;
  }

  /**
   * Marks the filters saved (all or none) and writes them into their dashboards' configs. Each id
   * is the filter of `dashboardId`, or of the one dashboard the caller edits that has it.
   */
  async save(
    caller: Caller,
    filterIds: readonly string[],
    dashboardId?: string,
  ): Promise<string[]> {
    const unique = [...new Set(filterIds)];
    this.allowWrite(caller);
    const byDashboard = new Map<string, DashboardFilterRecord[]>();
    for (const id of unique) {
      const parent = await this.dashboardOf(caller, id, dashboardId, 'unsaved');
      const [row] = parent ? await this.rows.find(caller.organizationId, parent, [id]) : [];
      if (!parent || !row) throw notFound(`Filter ${id} not found`);
      byDashboard.set(parent, [...(byDashboard.get(parent) ?? []), row]);
    }
    for (const parent of byDashboard.keys()) await this.editable(caller, parent);
    for (const [parent, rows] of byDashboard) {
      const chartFilterIds: string[] = [];
      for (const row of rows) {
        const stored = await this.rows.chartFilters(caller.organizationId, idsOf(row.config));
        chartFilterIds.push(...stored.filter((c) => boundBy(c) === row.filter_id).map(idOf));
      }
      await this.rows.markSaved(
        caller.organizationId,
        parent,
        rows.map((r) => r.filter_id),
        chartFilterIds,
      );
      const filters = rows.flatMap((r) => {
        const parsed = anyDashboardFilterSchema.safeParse(r.config);
        return parsed.success ? [parsed.data] : [];
      });
      await this.writeIntoConfig(caller, parent, filters);
    }
    return unique;
  }

  /**
   * Deletes the filter's row and the chart filters it created (those nothing else links);
   * reused ones are unbound. Answers the deleted chart filters' ids.
   */
  async delete(caller: Caller, filterId: string, dashboardId?: string): Promise<string[]> {
    this.allowWrite(caller);
    const parent = await this.dashboardOf(caller, filterId, dashboardId, 'row');
    if (!parent) throw notFound(`Filter ${filterId} not found`);
    const dashboard = await this.editable(caller, parent);
    const [row] = await this.rows.find(caller.organizationId, parent, [filterId]);
    const inConfig = configFilters(dashboard.config).find((f) => filterIdOf(f) === filterId);
    if (!row && !inConfig) throw notFound(`Filter ${filterId} not found`);
    const linked = [...new Set([...idsOf(row?.config), ...idsOf(inConfig)])];
    const stored = await this.rows.chartFilters(caller.organizationId, linked);
    const elsewhere = await this.rows.linkedElsewhere(caller.organizationId, parent, filterId);
    const remove = stored
      .filter((c) => createdBy(c) === filterId && !elsewhere.has(c.filter_id))
      .map(idOf);
    const unbind = stored.filter((c) => boundBy(c) === filterId && !remove.includes(c.filter_id));
    await this.rows.delete(caller.organizationId, parent, filterId, remove, unbind);
    return remove;
  }

  /**
   * The dashboard a filter id names for the caller: `dashboardId` when given; else the one
   * dashboard the caller may edit that has a row or a config filter with this id (copies keep
   * filter ids), narrowed when several to those with an unsaved row (save) or a row (delete);
   * still several is 400 (name the dashboard); undefined when none.
   */
  private async dashboardOf(
    caller: Caller,
    filterId: string,
    dashboardId: string | undefined,
    prefer: 'unsaved' | 'row',
  ): Promise<string | undefined> {
    if (dashboardId) return dashboardId;
    const rows = await this.rows.withId(caller.organizationId, filterId);
    const candidates = new Set<string>(rows.map((r) => r.parent_dashboard_id));
    for (const id of await this.configHolders(caller, filterId)) candidates.add(id);
    let mine: string[] = [];
    for (const id of candidates) {
      if (caller.kind === 'admin') {
        mine.push(id);
        continue;
      }
      const row = await this.dashboards.find(caller.organizationId, id);
      if (row && isOwnCopy(caller, row)) mine.push(id);
    }
    // Several: the one being edited, with an unsaved row (save) or a row at all (delete).
    const edited = (keep: (r: DashboardFilterRecord) => boolean) => {
      const ids = new Set(rows.filter(keep).map((r) => r.parent_dashboard_id));
      return mine.filter((id) => ids.has(id));
    };
    if (mine.length > 1) {
      const narrowed = edited((r) => (prefer === 'unsaved' ? !r.saved : true));
      if (narrowed.length > 0) mine = narrowed;
    }
    if (mine.length > 1) {
      throw badRequest(
        `Filter ${filterId} is on several dashboards: name its dashboard (parentDashboardId)`,
      );
    }
    return mine[0];
  }

  /** Chart-level filters of the charts (get-all-charts-filters). */
  async chartFilters(caller: Caller, chartIds: readonly string[]): Promise<ChartFilter[]> {
    const unique = [...new Set(chartIds)];
    const all = new Set<string>();
    const savedOnly = new Set<string>();
    if (caller.kind === 'admin') {
      for (const id of unique) all.add(id);
    } else {
      const reachable = await this.access.tenantChartVersions(caller);
      for (const id of unique) {
        if (await this.guard.createdBy(caller, id)) all.add(id);
        else if (reachable.has(id)) savedOnly.add(id);
        else throw notFound(`Chart ${id} not found`);
      }
    }
    const rows = await this.rows.chartFiltersOf(caller.organizationId, unique);
    return rows
      .filter((r) => all.has(r.parent_chart_id) || r.saved_at !== null)
      .map(toChartFilter)
      .filter((f): f is ChartFilter => f !== null);
  }

  private async write(
    caller: Caller,
    body: FilterWrite,
    v2: CreateOrUpdateDashboardFilterV2Body | null,
  ): Promise<{ row: DashboardFilterRow; chartFilterIds: string[] }> {
    this.allowWrite(caller);
    if (body.filterConfig.id !== body.filterId) {
      throw badRequest(`filterConfig.id must be the filterId (${body.filterId})`);
    }
    const dashboard = await this.editable(caller, body.parentDashboardId);
    const [own] = await this.rows.find(caller.organizationId, body.parentDashboardId, [
      body.filterId,
    ]);
    const previous =
      own?.config ?? configFilters(dashboard.config).find((f) => filterIdOf(f) === body.filterId);
    let filter = body.filterConfig;
    let plan: ChartFilterPlan = { bound: [], unbind: [], remove: [], ids: [] };
    if (v2) {
      plan = await this.planChartFilters(caller, filter, v2, previous);
      filter = { ...filter, chartFilterIds: plan.ids };
    }
    const saved = v2 ? !v2.noSave : true;
    const stored = await this.rows.write({
      organizationId: caller.organizationId,
      filterId: body.filterId,
      dashboardId: body.parentDashboardId,
      config: filter,
      saved,
      bound: plan.bound,
      unbind: plan.unbind,
      remove: plan.remove,
    });
    if (saved) await this.writeIntoConfig(caller, body.parentDashboardId, [filter]);
    const row = toRow(stored);
    if (!row) throw new Error('A dashboard filter that passed validation failed to parse');
    return { row, chartFilterIds: plan.ids };
  }

  /**
   * The bound chart filters of a V2.5 filter: one per chart of `chartIds` with a structure
   * (a listed existing chart filter of that chart, or one it creates, reusing its previous id);
   * those it created before for charts no longer bound are removed, reused ones released.
   */
  private async planChartFilters(
    caller: Caller,
    filter: AnyDashboardFilter,
    body: CreateOrUpdateDashboardFilterV2Body,
    previous: unknown,
  ): Promise<ChartFilterPlan> {
    const org = caller.organizationId;
    const chartIds = [...new Set(body.chartIds)];
    const own = new Set<string>();
    for (const id of chartIds) {
      await this.guard.reach(caller, id, undefined, { anyVersion: true });
      if (caller.kind === 'admin' || (await this.guard.createdBy(caller, id))) own.add(id);
    }
    const existingIds = [...new Set(body.existingChartFilterIds)];
    const existing = await this.rows.chartFilters(org, existingIds);
    for (const id of existingIds) {
      const row = existing.find((r) => r.filter_id === id);
      // Older configs list chart ids in chartFilterIds (decision 018): not a chart filter.
      if (!row && chartIds.includes(id)) continue;
      if (!row) throw badRequest(`Chart filter ${id} not found`);
      if (!chartIds.includes(row.parent_chart_id)) {
        throw badRequest(`Chart filter ${id} is not a filter of one of chartIds`);
      }
      const bound = boundBy(row);
      if (bound && bound !== filter.id) {
        throw badRequest(`Chart filter ${id} is bound to another dashboard filter`);
      }
    }
    const before = await this.rows.chartFilters(org, idsOf(previous));
    const mine = before.filter((c) => boundBy(c) === filter.id);
    const plan: ChartFilterPlan = { bound: [], unbind: [], remove: [], ids: [] };
    const structures = filter.chartFilterStructures;
    for (const chartId of chartIds) {
      if (!own.has(chartId)) continue;
      const reused = existing.filter((r) => r.parent_chart_id === chartId);
      for (const row of reused) {
        const config = { ...(row.config as Record<string, unknown>) };
        plan.bound.push({
          filterId: row.filter_id,
          parentChartId: chartId,
          config: { ...config, isBound: true, isBoundBy: filter.id },
        });
        plan.ids.push(row.filter_id);
      }
      const structure = structures[chartId];
      if (reused.length > 0 || !structure) continue;
      const config = boundChartFilterConfig(filter, structure);
      if (!config) continue;
      const earlier = mine.find((c) => c.parent_chart_id === chartId && createdBy(c) === filter.id);
      const id = earlier?.filter_id ?? (await this.freshChartFilterId());
      plan.bound.push({ filterId: id, parentChartId: chartId, config });
      plan.ids.push(id);
    }
    const kept = new Set(plan.ids);
    for (const c of mine) {
      if (kept.has(c.filter_id)) continue;
      if (createdBy(c) === filter.id) plan.remove.push(c.filter_id);
      else plan.unbind.push(c);
    }
    return plan;
  }

  private async freshChartFilterId(): Promise<string> {
    for (;;) {
      const id = randomUUID();
      if (!(await this.rows.chartFilterIdTaken(id))) return id;
    }
  }

  /** Writes the filters into the dashboard's latest config as a new version (none if equal). */
  private async writeIntoConfig(
    caller: Caller,
    dashboardId: string,
    filters: readonly AnyDashboardFilter[],
  ): Promise<void> {
    if (filters.length === 0) return;
    for (let attempt = 1; ; attempt++) {
      const latest = await this.dashboards.find(caller.organizationId, dashboardId);
      if (!latest) throw notFound(`Dashboard ${dashboardId} not found`);
      const config = withFilters(latest.config, filters);
      if (!config) return;
      try {
        await this.dashboards.appendVersion({ ...carried(latest), config }, latest.version);
        return;
      } catch (error) {
        if (!(error instanceof StaleVersionError)) throw error;
        if (attempt >= ATTEMPTS) throw new HttpError(409, error.message);
      }
    }
  }

  /** The dashboards (latest versions) the caller edits whose config holds the filter. */
  private async configHolders(caller: Caller, filterId: string): Promise<string[]> {
    const org = caller.organizationId;
    const ids =
      caller.kind === 'admin'
        ? (await this.dashboards.listLatest(org)).map((d) => d.id)
        : await this.dashboards.listTenantDashboardIds(org, caller.claims.tenant.id);
    const out: string[] = [];
    for (const id of ids) {
      const d = await this.dashboards.find(org, id);
      if (configFilters(d?.config).some((f) => filterIdOf(f) === filterId)) out.push(id);
    }
    return out;
  }

  /** 403 unless the caller may change dashboard filters at all (admins; tenants with addFilter). */
  private allowWrite(caller: Caller): void {
    if (caller.kind === 'admin') return;
    const p = caller.claims.permissions;
    if (p.readOnly === true || p.addFilter !== true) {
      throw forbidden(
        'This token does not allow you to change dashboard filters (needs addFilter)',
      );
    }
  }

  /** The latest version of a dashboard whose filters the caller may change. */
  private async editable(caller: Caller, dashboardId: string): Promise<DashboardRecord> {
    if (caller.kind === 'admin') {
      const row = await this.dashboards.find(caller.organizationId, dashboardId);
      if (!row) throw notFound(`Dashboard ${dashboardId} not found`);
      return row;
    }
    const row = await this.access.dashboard(caller, dashboardId);
    if (!isOwnCopy(caller, row))
      throw forbidden('Make a personal copy before editing this dashboard');
    return row;
  }

  private mayEdit(caller: Caller, dashboard: DashboardRecord): boolean {
    if (caller.kind === 'admin') return true;
    const p = caller.claims.permissions;
    return p.readOnly !== true && p.addFilter === true && isOwnCopy(caller, dashboard);
  }
}

interface ChartFilterPlan {
  bound: BoundChartFilter[];
  unbind: StoredChartFilter[];
  remove: string[];
  ids: string[];
}

function isOwnCopy(caller: TenantCaller, row: DashboardRecord): boolean {
  return row.tenant_id === caller.claims.tenant.id;
}

const idOf = (row: StoredChartFilter) => row.filter_id;

function boundBy(row: StoredChartFilter): string | null {
  const value = (row.config as { isBoundBy?: unknown } | null)?.isBoundBy;
  return typeof value === 'string' ? value : null;
}

/** `chartFilterIds` of a raw filter. */
function idsOf(filter: unknown): string[] {
  const ids = (filter as { chartFilterIds?: unknown } | null)?.chartFilterIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function rowOf(
  filterId: string,
  dashboardId: string,
  config: unknown,
  savedAt: Date | null,
): DashboardFilterRow | null {
  const parsed = anyDashboardFilterSchema.safeParse(config);
  if (!parsed.success) return null;
  return {
    filterId,
    parent_dashboard_id: dashboardId,
    config: parsed.data,
    saved_at: savedAt ? savedAt.toISOString() : null,
  };
}

function toRow(row: DashboardFilterRecord): DashboardFilterRow | null {
  return rowOf(
    row.filter_id,
    row.parent_dashboard_id,
    { ...(row.config as Record<string, unknown>), saved: row.saved },
    row.saved_at,
  );
}

/** Everything a new version keeps of `latest` (only its config changes). */
function carried(latest: DashboardRecord) {
  return {
    id: latest.id,
    organization_id: latest.organization_id,
    name: latest.name,
    author: latest.author,
    published: latest.published,
    tenant_id: latest.tenant_id,
    workspace_id: latest.workspace_id,
    parent_template_dashboard: latest.parent_template_dashboard,
    is_exportable: latest.is_exportable,
    selected_table: latest.selected_table,
    tz: latest.tz,
    tz_name: latest.tz_name,
    local_tz: latest.local_tz,
    golden_prompts: latest.golden_prompts,
    project_id: latest.project_id,
    team_id: latest.team_id,
    is_public: latest.is_public,
  };
}
