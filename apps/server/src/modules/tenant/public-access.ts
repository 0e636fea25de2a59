import type { Caller } from '../../plugins/auth';
import { notFound } from '../../plugins/http-error';
import type { Services } from '../../services';
import type { ChartRecord } from '../chart/repository';
import type { DashboardRecord } from '../dashboard/repository';
import { chartRefsOf } from './access';

type AdminCaller = Extract<Caller, { kind: 'admin' }>;

export const NOT_PUBLIC_MESSAGE = 'This dashboard does not exist or is not public';
const chartNotPublic = (id: string) =>
  notFound(`Chart ${id} does not exist or is not on a public dashboard`);

/**
 * What a visitor without a token may read (decision 012): the latest version of a dashboard an
 * admin made public, the chart versions it shows and their data. A chart on a tenant-scoped
 * connection is refused: there is no tenant to scope its rows to. Everything else is 404.
 */
export class PublicDashboards {
  constructor(private readonly s: Pick<Services, 'db' | 'dashboards' | 'charts' | 'connections'>) {}

  /** The latest version of a public dashboard (by id alone: the visitor names no organisation). */
  async dashboard(id: string): Promise<DashboardRecord> {
    const top = await this.s.db
      .selectFrom('dashboards')
      .select(['organization_id', 'is_public', 'tenant_id'])
      .where('id', '=', id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!top?.is_public || top.tenant_id) throw notFound(NOT_PUBLIC_MESSAGE);
    const row = await this.s.dashboards.find(top.organization_id, id);
    // The flag is read from the store each time; a remembered latest version must agree.
    if (!row?.is_public) throw notFound(NOT_PUBLIC_MESSAGE);
    return row;
  }

  /** Chart versions, each shown on the latest version of a public dashboard of its organisation. */
  async charts(refs: ReadonlyArray<{ id: string; version: number }>): Promise<ChartRecord[]> {
    const shown = new Map<string, Map<string, Set<number>>>();
    const out: ChartRecord[] = [];
    for (const ref of refs) {
      const owner = await this.s.db
        .selectFrom('charts')
        .select('organization_id')
        .where('id', '=', ref.id)
        .limit(1)
        .executeTakeFirst();
      if (!owner) throw chartNotPublic(ref.id);
      const org = owner.organization_id;
      let versions = shown.get(org);
      if (!versions) {
        versions = await this.publicChartVersions(org);
        shown.set(org, versions);
      }
      if (!versions.get(ref.id)?.has(ref.version)) throw chartNotPublic(ref.id);
      out.push(await this.chart(org, ref.id, ref.version));
    }
    return out;
  }

  /**
   * A chart of a public dashboard, to draw its data: the version the dashboard shows (`version`,
   * when given, must be that one), its organisation, and the caller its query runs as.
   */
  async chartOn(
    dashboardId: string,
    chartId: string,
    version: number | undefined,
  ): Promise<{ chart: ChartRecord; caller: AdminCaller }> {
    const dashboard = await this.dashboard(dashboardId);
    const shown = chartRefsOf(dashboard.config).get(chartId);
    if (shown === undefined || (version !== undefined && version !== shown)) {
      throw chartNotPublic(chartId);
    }
    const chart = await this.chart(dashboard.organization_id, chartId, shown);
    return { chart, caller: publicCaller(dashboard.organization_id) };
  }

  /**
   * A dashboard filter of a public dashboard, to scan its values: refused (404) unless the
   * connection it scans is one of the organisation's and not tenant-scoped.
   */
  async filterOn(dashboardId: string, filterId: string): Promise<AdminCaller> {
    const dashboard = await this.dashboard(dashboardId);
    const org = dashboard.organization_id;
    const filters = (dashboard.config as { filters?: unknown } | null)?.filters;
    const filter = (Array.isArray(filters) ? filters : []).find(
      (f: unknown) => (f as { id?: unknown } | null)?.id === filterId,
    ) as { chartFilterStructures?: Record<string, { connection?: unknown }> } | undefined;
    if (!filter) throw notFound(`Filter ${filterId} not found on this dashboard`);
    const target = Object.values(filter.chartFilterStructures ?? {})[0];
    const connectionId = typeof target?.connection === 'string' ? target.connection : null;
    const connection = connectionId ? await this.s.connections.find(org, connectionId) : undefined;
    if (!connection) throw notFound(`Filter ${filterId} has no connection to scan`);
    if (connection.tenant_mode === 'scoped') {
      throw notFound(
        `Filter ${filterId} reads a tenant-scoped connection: a public dashboard cannot scan it (there is no tenant to scope its rows to)`,
      );
    }
    return publicCaller(org);
  }

  /** A chart version, refused when its connection is tenant-scoped. */
  private async chart(organizationId: string, id: string, version: number): Promise<ChartRecord> {
    const chart = await this.s.charts.find(organizationId, id, version);
    if (!chart) throw chartNotPublic(id);
    if (chart.connection) {
      const connection = await this.s.connections.find(organizationId, chart.connection);
      if (!connection) throw chartNotPublic(id);
      if (connection.tenant_mode === 'scoped') {
        throw notFound(
          `Chart ${id} reads a tenant-scoped connection: a public dashboard cannot show it (there is no tenant to scope its rows to)`,
        );
      }
    }
    return chart;
  }

  /** Chart id → versions shown on the latest versions of an organisation's public dashboards. */
  private async publicChartVersions(organizationId: string): Promise<Map<string, Set<number>>> {
    const rows = await this.s.db
      .selectFrom('dashboards as d')
      .select(['d.config', 'd.is_public'])
      .where('d.organization_id', '=', organizationId)
      .where('d.tenant_id', 'is', null)
      .where((eb) =>
        eb(
          'd.version',
          '=',
          eb
            .selectFrom('dashboards as x')
            .select((x) => x.fn.max('x.version').as('v'))
            .whereRef('x.id', '=', 'd.id'),
        ),
      )
      .execute();
    const out = new Map<string, Set<number>>();
    for (const row of rows) {
      if (!row.is_public) continue;
      for (const [id, version] of chartRefsOf(row.config)) {
        const set = out.get(id) ?? new Set<number>();
        set.add(version);
        out.set(id, set);
      }
    }
    return out;
  }
}

/**
 * The caller a public chart's query runs as: the organisation itself, without a person. Only
 * charts the checks above let through (saved versions on a public dashboard, on connections that
 * are not tenant-scoped) ever run with it.
 */
function publicCaller(organizationId: string): AdminCaller {
  return { kind: 'admin', organizationId, userId: null, via: 'apiKey' };
}
