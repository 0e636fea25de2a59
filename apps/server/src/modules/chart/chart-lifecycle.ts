import { randomUUID } from 'node:crypto';
import type {
  ChartDocument,
  ChartRow,
  CopyChartBody,
  CreateChartBody,
  UpdateChartBody,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, forbidden, notFound } from '../../plugins/http-error';
import type { Db } from '../../store/database';
import type { ChartFilterRepository } from '../chart-filters/repository';
import type { ConnectionRepository } from '../connection/repository';
import { toChartRow } from '../tenant/rows';
import { tenantAuthor, type ChartGuard } from './chart-guard';
import type { ChartTables } from './chart-tables';
import type { ChartRepository } from './repository';
import { NEW_CHART_NAME, selectAllQuery, starterConfig } from './starter-config';

/** Who saved: the session user, 'api-key', or the tenant marker (see `tenantAuthor`). */
function actorOf(caller: Caller): string {
  if (caller.kind === 'tenant') return tenantAuthor(caller.claims);
  return caller.userId ?? 'api-key';
}

/** 'true'/'false' (as the spec sends it) or a boolean. */
function flag(value: 'true' | 'false' | boolean | undefined): boolean | undefined {
  return value === undefined ? undefined : value === true || value === 'true';
}

/** Create, save (new version), copy, publish and unpublish (charts.md §4). */
export class ChartLifecycle {
  constructor(
    private readonly db: Db,
    private readonly charts: ChartRepository,
    private readonly filters: ChartFilterRepository,
    private readonly connections: ConnectionRepository,
    private readonly tables: ChartTables,
    private readonly guard: ChartGuard,
  ) {}

  /** A new unpublished chart at version 1 over the starter table (if any). */
  async create(caller: Caller, body: CreateChartBody): Promise<{ chartId: string; version: 1 }> {
    this.guard.sameOrganization(caller, body.organizationId);
    this.guard.allow(caller, 'create');
    const connectionId = body.starterConnection ?? (await this.defaultConnection(caller));
    if (body.starterTable && !connectionId) {
      throw badRequest('starterConnection is required with starterTable (no default connection)');
    }
    const table =
      body.starterTable && connectionId
        ? await this.tables.resolve(caller, connectionId, body.starterTable)
        : undefined;
    if (connectionId && !table) await this.tables.connection(caller, connectionId);
    const config = starterConfig({ configVersion: body.configVersion, table });
    const id = randomUUID();
    await this.charts.appendVersion({
      id,
      organization_id: caller.organizationId,
      name: NEW_CHART_NAME,
      author:
        caller.kind === 'tenant' ? tenantAuthor(caller.claims) : (body.user ?? actorOf(caller)),
      config,
      connection: connectionId ?? null,
      published: false,
      config_version: body.configVersion,
    });
    return { chartId: id, version: 1 };
  }

  /** Saves the next version (version + 1) of an existing chart. */
  async save(caller: Caller, body: UpdateChartBody): Promise<ChartRow> {
    this.guard.sameOrganization(caller, body.organizationId);
    this.guard.allow(caller, 'edit');
    const latest = await this.guard.reach(caller, body.id, undefined, { anyVersion: true });
    const published = flag(body.published) ?? latest.published;
    if (caller.kind === 'tenant') {
      // A tenant's edit never becomes a version of someone else's chart (an admin's chart shown
      // on its dashboard): it copies the chart (POST /chart/v2/copy) and saves the copy.
      if (!(await this.guard.createdBy(caller, body.id))) {
        throw forbidden(
          'Tenants save their own copy of a shared chart: copy it with POST /chart/v2/copy and save the copy',
        );
      }
      if (published !== latest.published) {
        throw forbidden('Only admins can publish or unpublish charts');
      }
      if (
        !caller.claims.permissions.createChartSQL &&
        this.queryChanged(latest.config, body.config) &&
        !(await this.isTableStarter(caller, body.connection ?? latest.connection, body.config))
      ) {
        throw forbidden('Editing the SQL of a chart needs the createChartSQL permission');
      }
    }
    if (body.configVersion === 'v2' && !body.config.chartConfigV2) {
      throw badRequest('A v2 chart needs config.chartConfigV2');
    }
    const connection = body.connection === undefined ? latest.connection : body.connection;
    if (connection) await this.tables.connection(caller, connection);
    const saved = await this.charts.appendVersion({
      id: body.id,
      organization_id: caller.organizationId,
      name: body.name,
      author:
        caller.kind === 'tenant'
          ? tenantAuthor(caller.claims)
          : body.author === undefined
            ? latest.author
            : body.author,
      config: body.config,
      connection,
      published,
      published_by: published
        ? (body.published_by ?? latest.published_by ?? actorOf(caller))
        : (body.published_by ?? null),
      thumbnail: body.thumbnail === undefined ? latest.thumbnail : body.thumbnail,
      config_version: body.configVersion,
      project_id: body.projectId === undefined ? latest.project_id : body.projectId,
      team_id: body.teamId === undefined ? latest.team_id : body.teamId,
    });
    return toChartRow(saved);
  }

  /** An unpublished copy (new id, version 1) of a chart version, with its filters. */
  async copy(caller: Caller, body: CopyChartBody): Promise<{ chartId: string; version: number }> {
    this.guard.allow(caller, 'copy');
    const source = await this.guard.reach(caller, body.chart.id, body.chart.version, {
      publishedToo: true,
    });
    const id = randomUUID();
    const copy = await this.db.transaction().execute(async (trx) => {
      const row = await this.charts.appendVersionIn(trx, {
        id,
        organization_id: caller.organizationId,
        name: source.name,
        author: caller.kind === 'tenant' ? tenantAuthor(caller.claims) : source.author,
        config: source.config,
        connection: source.connection,
        published: false,
        thumbnail: source.thumbnail,
        config_version: source.config_version,
        project_id: source.project_id,
        team_id: source.team_id,
      });
      await this.filters.copyAll(trx, caller.organizationId, source.id, id);
      return row;
    });
    return { chartId: copy.id, version: copy.version };
  }

  /** Publish or convert to draft (admins only; no new version). */
  async setPublished(caller: Caller, chartId: string, published: boolean): Promise<void> {
    this.guard.allow(caller, 'publish');
    const changed = await this.charts.setPublished(
      caller.organizationId,
      chartId,
      published,
      published ? actorOf(caller) : null,
    );
    if (!changed) throw notFound(`Chart ${chartId} not found`);
  }

  private async defaultConnection(caller: Caller): Promise<string | null> {
    const list = await this.connections.list(caller.organizationId);
    return (list.find((c) => c.default_connection) ?? list[0])?.id ?? null;
  }

  /**
   * True when the data prep is exactly the 'select all' a table change gives
   * (change-chart-golden-table) for a table of the chart's connection: picking another table is
   * not writing SQL (charts.md §4 'Table change').
   */
  private async isTableStarter(
    caller: Caller,
    connectionId: string | null,
    next: ChartDocument,
  ): Promise<boolean> {
    const table = next.dataPrep.goldenTable ?? next.goldenTable;
    if (!connectionId || !table) return false;
    try {
      const resolved = await this.tables.resolve(caller, connectionId, table);
      return next.dataPrep.query === selectAllQuery(resolved.connectionType, resolved.entry);
    } catch {
      return false;
    }
  }

  private queryChanged(stored: unknown, next: ChartDocument): boolean {
    const before = (stored as { dataPrep?: { query?: unknown } } | null)?.dataPrep?.query ?? '';
    return (next.dataPrep.query ?? '') !== before;
  }
}
