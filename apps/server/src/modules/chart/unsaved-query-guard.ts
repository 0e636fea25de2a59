import type { ChartDocument } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { forbidden } from '../../plugins/http-error';
import type { Access } from '../tenant/access';
import type { ChartRepository } from './repository';
import type { ChartTables } from './chart-tables';
import { selectAllQuery } from './starter-config';

/** The refusal of SQL a tenant wrote without the createChartSQL permission. */
export const SQL_PERMISSION_MESSAGE =
  'Running your own SQL needs the createChartSQL permission: this token may only build charts on the tables and charts it is given';

/**
 * Raw SQL needs admin or createChartSQL (DESIGN.md §4). A tenant without it may still preview
 * unsaved charts in the builders (createChart, editCharts) when the chart's data prep is SQL it did
 * not write: empty, the 'select all' of a table it may read (a table pick), or the data prep of a
 * chart version it may already read (editing a chart of its dashboards).
 */
export class UnsavedQueryGuard {
  constructor(
    private readonly tables: ChartTables,
    private readonly access: Access,
    private readonly charts: ChartRepository,
  ) {}

  async check(caller: Caller, connectionId: string, document: ChartDocument): Promise<void> {
    if (caller.kind === 'admin' || caller.claims.permissions.createChartSQL === true) return;
    const query = document.dataPrep.query ?? '';
    if (!query.trim()) return;
    if (await this.isTableStarter(caller, connectionId, document, query)) return;
    if (await this.isReachableChartQuery(caller, connectionId, query)) return;
    throw forbidden(SQL_PERMISSION_MESSAGE);
  }

  private async isTableStarter(
    caller: Caller,
    connectionId: string,
    document: ChartDocument,
    query: string,
  ): Promise<boolean> {
    const names = [
      document.dataPrep.goldenTable,
      document.goldenTable,
      ...document.dataPrep.rawTableNames,
    ].filter((n): n is string => typeof n === 'string' && n.length > 0);
    for (const name of new Set(names)) {
      try {
        const table = await this.tables.resolve(caller, connectionId, name);
        if (query === selectAllQuery(table.connectionType, table.entry)) return true;
      } catch {
        // not a table this caller may read
      }
    }
    return false;
  }

  private async isReachableChartQuery(
    caller: Extract<Caller, { kind: 'tenant' }>,
    connectionId: string,
    query: string,
  ): Promise<boolean> {
    const versions = await this.access.tenantChartVersions(caller);
    for (const [id, set] of versions) {
      for (const version of set) {
        const row = await this.charts.find(caller.organizationId, id, version);
        const stored = (row?.config as { dataPrep?: { query?: unknown } } | null)?.dataPrep;
        if (row?.connection === connectionId && stored?.query === query) return true;
      }
    }
    return false;
  }
}
