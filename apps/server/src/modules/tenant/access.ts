import type { Caller } from '../../plugins/auth';
import { notFound } from '../../plugins/http-error';
import type { ChartRecord, ChartRepository } from '../chart/repository';
import type { DashboardRecord, DashboardRepository } from '../dashboard/repository';

/** Chart ids and versions a dashboard config references. */
export function chartRefsOf(config: unknown): Map<string, number> {
  const refs = new Map<string, number>();
  const charts = (config as { charts?: unknown } | null)?.charts;
  if (charts && typeof charts === 'object') {
    for (const [id, entry] of Object.entries(charts as Record<string, unknown>)) {
      const version = (entry as { version?: unknown } | null)?.version;
      refs.set(id, typeof version === 'number' ? version : 1);
    }
  }
  return refs;
}

type TenantCaller = Extract<Caller, { kind: 'tenant' }>;

function addRefs(allowed: Map<string, Set<number>>, config: unknown): void {
  for (const [chartId, v] of chartRefsOf(config)) {
    const set = allowed.get(chartId) ?? new Set<number>();
    set.add(v);
    allowed.set(chartId, set);
  }
}

/**
 * The tenant's own dashboard whose parent the token may open (any parent when the token lists
 * no dashboards).
 */
function isOwnCopyOfListed(caller: TenantCaller, row: DashboardRecord | undefined): boolean {
  if (!row || row.tenant_id !== caller.claims.tenant.id) return false;
  const allowed = caller.claims.dashboardIds;
  if (allowed.length === 0) return true;
  return row.parent_template_dashboard !== null && allowed.includes(row.parent_template_dashboard);
}

/**
 * What a caller may read. Admins: everything of their organisation. Tenants: published
 * dashboards of their organisation (only those listed in the token when it lists any, plus
 * their own personal copies of those) and the chart versions those dashboards show. Anything else is "not found".
 */
export class Access {
  constructor(
    private readonly dashboards: DashboardRepository,
    private readonly charts: ChartRepository,
  ) {}

  async dashboard(caller: Caller, id: string, version?: number): Promise<DashboardRecord> {
    const missing = () => notFound(`Dashboard ${id} not found`);
    if (caller.kind === 'tenant' && !(await this.listed(caller, id))) throw missing();
    const row = await this.dashboards.find(caller.organizationId, id, version);
    if (!row) throw missing();
    if (caller.kind === 'tenant') {
      const latest =
        version === undefined ? row : await this.dashboards.find(caller.organizationId, id);
      if (!latest?.published) throw missing();
      if (row.tenant_id && row.tenant_id !== caller.claims.tenant.id) throw missing();
    }
    return row;
  }

  /**
   * Whether a tenant's token lets it open `id`: every dashboard when the token lists none, else
   * the listed ones and the tenant's own personal copies of them.
   */
  private async listed(caller: TenantCaller, id: string): Promise<boolean> {
    const allowed = caller.claims.dashboardIds;
    if (allowed.length === 0 || allowed.includes(id)) return true;
    const latest = await this.dashboards.find(caller.organizationId, id);
    return isOwnCopyOfListed(caller, latest);
  }

  /** A chart version, checked to be on `dashboardId` for tenants. */
  async chart(
    caller: Caller,
    id: string,
    version: number | undefined,
    dashboardId?: string,
  ): Promise<ChartRecord> {
    // Built on demand: an Error captures a stack, too dear for every successful request.
    const text = `Chart ${id}${version ? ` version ${version}` : ''} not found`;
    const missing = () => notFound(text);
    if (caller.kind === 'tenant') {
      if (!dashboardId) throw missing();
      const dashboard = await this.dashboard(caller, dashboardId);
      const onDashboard = chartRefsOf(dashboard.config).get(id);
      if (onDashboard === undefined) throw missing();
      version ??= onDashboard;
      if (version !== onDashboard) throw missing();
    }
    const row = await this.charts.find(caller.organizationId, id, version);
    if (!row) throw missing();
    return row;
  }

  /** Chart versions for get-charts-v3: tenants only get those of dashboards they may open. */
  async chartList(
    caller: Caller,
    refs: ReadonlyArray<{ id: string; version?: number | undefined }>,
  ): Promise<ChartRecord[]> {
    const allowed = caller.kind === 'tenant' ? await this.tenantChartVersions(caller) : null;
    const out: ChartRecord[] = [];
    for (const ref of refs) {
      if (allowed) {
        const versions = allowed.get(ref.id);
        if (!versions || (ref.version !== undefined && !versions.has(ref.version)))
          throw notFound(`Chart ${ref.id} not found`);
      }
      const row = await this.charts.find(caller.organizationId, ref.id, ref.version);
      if (!row)
        throw notFound(`Chart ${ref.id}${ref.version ? ` version ${ref.version}` : ''} not found`);
      out.push(row);
    }
    return out;
  }

  /** Chart id → versions shown on the published dashboards the tenant may open. */
  async tenantChartVersions(caller: TenantCaller): Promise<Map<string, Set<number>>> {
    const allowed = new Map<string, Set<number>>();
    const list = await this.dashboards.listLatest(caller.organizationId);
    for (const item of list) {
      if (!item.published) continue;
      if (caller.claims.dashboardIds.length > 0 && !caller.claims.dashboardIds.includes(item.id))
        continue;
      const d = await this.dashboards.find(caller.organizationId, item.id);
      if (d?.tenant_id && d.tenant_id !== caller.claims.tenant.id) continue;
      addRefs(allowed, d?.config);
    }
    // The tenant's personal copies show the charts the tenant put on them.
    for (const id of await this.dashboards.listTenantDashboardIds(
      caller.organizationId,
      caller.claims.tenant.id,
    )) {
      const d = await this.dashboards.find(caller.organizationId, id);
      if (!d?.published || !isOwnCopyOfListed(caller, d)) continue;
      addRefs(allowed, d.config);
    }
    return allowed;
  }
}
