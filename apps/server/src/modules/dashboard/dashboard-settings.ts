import type { SelectedTableEntry } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, HttpError, notFound } from '../../plugins/http-error';
import type { ConnectionRepository } from '../connection/repository';
import type { ConnectionService } from '../connection/service';
import { namesTable } from '../connection/table-names';
import {
  StaleVersionError,
  type DashboardRecord,
  type DashboardRepository,
  type NewDashboardVersion,
} from './repository';

type AdminCaller = Extract<Caller, { kind: 'admin' }>;

/** Tries before a settings change racing other writes gives up (409). */
const ATTEMPTS = 3;

/** Everything a new version keeps of `latest` (the settings calls change one field of it). */
function carriedVersion(latest: DashboardRecord): NewDashboardVersion {
  return {
    id: latest.id,
    organization_id: latest.organization_id,
    name: latest.name,
    author: latest.author,
    config: latest.config,
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

/**
 * The dashboard settings calls of dashboards.md §7 (export flag, timezone, golden tables, golden
 * prompts) and the public flag (decision 012). Each writes the dashboard's next version carrying
 * everything else of the latest one, in one transaction based on that version: a save that lands
 * in between makes it read again and retry, never overwrite.
 */
export class DashboardSettings {
  constructor(
    private readonly dashboards: DashboardRepository,
    private readonly connections: ConnectionRepository,
    private readonly connectionService: ConnectionService,
  ) {}

  async change(
    caller: AdminCaller,
    dashboardId: string,
    patch: (latest: DashboardRecord) => Partial<NewDashboardVersion>,
  ): Promise<DashboardRecord> {
    for (let attempt = 1; ; attempt++) {
      const latest = await this.dashboards.find(caller.organizationId, dashboardId);
      if (!latest) throw notFound(`Dashboard ${dashboardId} not found`);
      try {
        return await this.dashboards.appendVersion(
          { ...carriedVersion(latest), ...patch(latest) },
          latest.version,
        );
      } catch (error) {
        if (!(error instanceof StaleVersionError)) throw error;
        if (attempt >= ATTEMPTS) throw new HttpError(409, error.message);
      }
    }
  }

  /**
   * Golden tables name tables of the organisation's connections: another organisation's (or a
   * missing) connection is 404, a table the connection's schema (stored, or introspected once)
   * lacks is 400.
   */
  async checkTables(caller: AdminCaller, tables: readonly SelectedTableEntry[]): Promise<void> {
    for (const entry of tables) {
      const record = await this.connections.find(caller.organizationId, entry.connectionId);
      if (!record) throw notFound(`Connection ${entry.connectionId} not found`);
      const schema = await this.connectionService.schema(caller.organizationId, record.id, false);
      if (!schema.some((t) => namesTable(record.type, entry.table, t))) {
        throw badRequest(`Table ${entry.table} is not a table of connection ${record.name}`);
      }
    }
  }
}
