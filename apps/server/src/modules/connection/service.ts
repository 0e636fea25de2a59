import type {
  ConnectionAdmin,
  CreateConnectionBody,
  TableSchemaEntry,
  UpdateConnectionBody,
} from '@chartroom/core';
import { ConnectionError, createConnector, type IntrospectedTable } from '@chartroom/connectors';
import type { ConnectorPool } from '../../query/connector-pool';
import type { QueryService } from '../../query/query-service';
import { HttpError, badRequest, notFound } from '../../plugins/http-error';
import type { ConnectionRecord, ConnectionRepository } from './repository';
import { adminSettings, joinSettings, keepSavedSecret, splitSettings } from './settings';
import type { ConnectionSettings } from '@chartroom/core';

/** A table is scoped, shared or hidden, never two of these; each is listed once. */
function assertTenantAccess(
  policies: ReadonlyArray<{ table: string }>,
  tableAccess: ReadonlyArray<{ table: string }>,
): void {
  const seen = new Set<string>();
  for (const { table } of tableAccess) {
    const key = table.toLowerCase();
    if (seen.has(key)) throw badRequest(`Table ${table} is listed twice in table access`);
    seen.add(key);
  }
  for (const { table } of policies) {
    if (seen.has(table.toLowerCase()))
      throw badRequest(`Table ${table} has a tenant policy: it cannot also be shared or hidden`);
  }
}

/** Creating, testing, editing and browsing an organisation's connections (admins). */
export class ConnectionService {
  constructor(
    private readonly repo: ConnectionRepository,
    private readonly pool: ConnectorPool,
    private readonly queries: QueryService,
  ) {}

  toAdmin(record: ConnectionRecord): ConnectionAdmin {
    return {
      id: record.id,
      name: record.name,
      type: record.type as ConnectionAdmin['type'],
      settings: adminSettings(
        record.type === 'duckdb' ? { type: 'duckdb', ...record.config } : record.config,
        record.secret_enc !== null,
      ),
      tenantMode: record.tenant_mode,
      tenantPolicies: record.tenant_policies,
      tableAccess: record.table_access,
      tenantStrict: record.tenant_strict,
      defaultConnection: record.default_connection,
      timeoutSeconds: record.timeout_seconds,
      createdAt: record.created_at.toISOString(),
      updatedAt: record.updated_at.toISOString(),
    };
  }

  async create(organizationId: string, body: CreateConnectionBody): Promise<ConnectionRecord> {
    if (body.settings.type === 'duckdb') {
      throw badRequest('DuckDB connections are created by uploading a CSV or Parquet file');
    }
    const { config, secret } = splitSettings(body.settings);
    assertTenantAccess(body.tenantPolicies, body.tableAccess);
    const classified = body.tenantPolicies.length > 0 || body.tableAccess.length > 0;
    return this.repo.create({
      organization_id: organizationId,
      name: body.name,
      type: body.settings.type,
      config,
      secret,
      tenant_policies: body.tenantPolicies,
      tenant_mode: body.tenantMode ?? (classified ? 'scoped' : 'open'),
      table_access: body.tableAccess,
      tenant_strict: body.tenantStrict,
      default_connection: body.defaultConnection,
      timeout_seconds: body.timeoutSeconds,
    });
  }

  async update(organizationId: string, body: UpdateConnectionBody): Promise<ConnectionRecord> {
    const current = await this.repo.find(organizationId, body.id);
    if (!current) throw notFound(`Connection ${body.id} not found`);
    let config: Record<string, unknown> | undefined;
    let secret: string | null | undefined;
    if (body.settings) {
      if (body.settings.type !== current.type)
        throw badRequest('A connection cannot change its engine');
      if (body.settings.type === 'duckdb')
        throw badRequest('DuckDB upload connections have no settings to edit');
      config = splitSettings(body.settings).config;
      secret = keepSavedSecret(body.settings, this.repo.secretOf(current));
    }
    const policies = body.tenantPolicies ?? current.tenant_policies;
    const tableAccess = body.tableAccess ?? current.table_access;
    assertTenantAccess(policies, tableAccess);
    // Classifying tables of an open connection means it is meant for tenants: scope it.
    const classifies =
      (body.tenantPolicies?.length ?? 0) > 0 || (body.tableAccess?.length ?? 0) > 0;
    const tenantMode =
      body.tenantMode ?? (current.tenant_mode === 'open' && classifies ? 'scoped' : undefined);
    const updated = await this.repo.update(organizationId, body.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(config ? { config, secret: secret ?? null } : {}),
      ...(body.tenantPolicies !== undefined ? { tenant_policies: body.tenantPolicies } : {}),
      ...(body.tableAccess !== undefined ? { table_access: body.tableAccess } : {}),
      ...(tenantMode !== undefined ? { tenant_mode: tenantMode } : {}),
      ...(body.tenantStrict !== undefined ? { tenant_strict: body.tenantStrict } : {}),
      ...(body.defaultConnection !== undefined
        ? { default_connection: body.defaultConnection }
        : {}),
      ...(body.timeoutSeconds !== undefined ? { timeout_seconds: body.timeoutSeconds } : {}),
    });
    if (!updated) throw notFound(`Connection ${body.id} not found`);
    await this.queries.clear(body.id);
    return updated;
  }

  async delete(organizationId: string, id: string): Promise<void> {
    const current = await this.repo.find(organizationId, id);
    if (!current) throw notFound(`Connection ${id} not found`);
    const charts = await this.repo.chartsUsing(organizationId, id);
    if (charts > 0) {
      throw new HttpError(
        409,
        `This connection is used by ${charts} chart${charts === 1 ? '' : 's'}: change or delete them first`,
      );
    }
    await this.repo.delete(organizationId, id);
    await this.pool.invalidate(id);
    await this.queries.clear(id);
  }

  /**
   * Opens a session and runs a trivial query: a saved connection, new settings, or edited
   * settings of a saved connection (an empty secret means the saved one).
   */
  async test(
    organizationId: string,
    target:
      | { connectionId: string }
      | { settings: ConnectionSettings }
      | { connectionId: string; settings: ConnectionSettings },
  ): Promise<number> {
    const started = performance.now();
    try {
      const record =
        'connectionId' in target
          ? await this.repo.find(organizationId, target.connectionId)
          : undefined;
      if ('connectionId' in target && !record)
        throw notFound(`Connection ${target.connectionId} not found`);
      if (!('settings' in target)) {
        await (await this.pool.get(record!)).test();
      } else {
        const settings = target.settings;
        if (settings.type === 'duckdb') throw badRequest('DuckDB connections need no test');
        const secret = record
          ? keepSavedSecret(settings, this.repo.secretOf(record))
          : splitSettings(settings).secret;
        const withSecret = joinSettings(splitSettings(settings).config, secret);
        if (withSecret.type === 'duckdb') throw badRequest('DuckDB connections need no test');
        const connector = await createConnector({ ...withSecret, timeoutMs: 10_000 });
        try {
          await connector.test();
        } finally {
          await connector.close();
        }
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const message = err instanceof Error ? err.message : String(err);
      throw badRequest(err instanceof ConnectionError ? message : `Connection failed: ${message}`);
    }
    return Math.round(performance.now() - started);
  }

  /** Payload keys of the organisation's tenants and of the connection's policies, sorted. */
  async payloadKeys(organizationId: string, record: ConnectionRecord): Promise<string[]> {
    const keys = new Set(record.tenant_policies.map((p) => p.payloadKey));
    for (const row of await this.repo.tenantPayloads(organizationId))
      for (const key of Object.keys(row)) keys.add(key);
    return [...keys].sort();
  }

  /** The stored schema, or a fresh introspection (stored) when asked or never done. */
  async schema(organizationId: string, id: string, refresh: boolean): Promise<TableSchemaEntry[]> {
    const record = await this.repo.find(organizationId, id);
    if (!record) throw notFound(`Connection ${id} not found`);
    const stored = record.schema as TableSchemaEntry[];
    if (!refresh && stored.length > 0) return stored;
    let tables: IntrospectedTable[];
    try {
      tables = await (await this.pool.get(record)).introspect();
    } catch (err) {
      throw badRequest(`Error: ${err instanceof Error ? err.message : String(err)}`);
    }
    const schema: TableSchemaEntry[] = tables.map((t) => ({
      tableName: t.tableName,
      schemaName: t.schemaName,
      tableNameOverride: null,
      columns: t.columns.map((c) => ({
        columnName: c.columnName,
        type: c.type,
        selectable: c.selectable,
      })),
    }));
    await this.repo.setSchema(organizationId, id, schema);
    return schema;
  }
}
