import {
  parseStoredChartRow,
  type ChartDocument,
  type ChangeChartGoldenTableBody,
  type TableSchemaEntry,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/http-error';
import type { ConnectionRecord, ConnectionRepository } from '../connection/repository';
import type { ConnectionService } from '../connection/service';
import type { ChartGuard } from './chart-guard';
import { findTable, starterConfig } from './starter-config';
import { visibleSchema } from '../connection/tenant-access';

export interface ResolvedTable {
  name: string;
  entry: TableSchemaEntry;
  connectionType: string;
}

/** Tables of a chart's connection: the starter table of a new chart and golden-table changes. */
export class ChartTables {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly connectionService: ConnectionService,
    private readonly guard: ChartGuard,
  ) {}

  async connection(caller: Caller, connectionId: string): Promise<ConnectionRecord> {
    const record = await this.connections.find(caller.organizationId, connectionId);
    if (!record) throw notFound(`Connection ${connectionId} not found`);
    return record;
  }

  /** The table of the connection's schema called `name`; 404 when the schema has none. */
  async resolve(caller: Caller, connectionId: string, name: string): Promise<ResolvedTable> {
    const record = await this.connection(caller, connectionId);
    const all = await this.connectionService.schema(caller.organizationId, record.id, false);
    // Tenants pick only among the tables they may read (default-deny).
    const schema = visibleSchema(record, all, caller);
    const entry = findTable(schema, name);
    if (!entry) throw notFound(`Table ${name} not found in connection ${record.name}`);
    return { name, entry, connectionType: record.type };
  }

  /**
   * A fresh config for another table of the chart's connection (nothing is saved): the chart
   * keeps its type and title, data prep becomes select all from the new table.
   */
  async changeGoldenTable(
    caller: Caller,
    body: ChangeChartGoldenTableBody,
  ): Promise<ChartDocument> {
    this.guard.allow(caller, 'edit');
    const chart = await this.guard.reach(caller, body.chartId, undefined, { anyVersion: true });
    if (!chart.connection) {
      throw badRequest('This chart has no connection: pick a connection before a table');
    }
    const table = await this.resolve(caller, chart.connection, body.newTableName);
    const current = parseStoredChartRow(chart).config;
    const v2 = body.isV2ChartBuilder ?? chart.config_version === 'v2';
    return starterConfig({ configVersion: v2 ? 'v2' : 'v1', table, keep: current });
  }
}
