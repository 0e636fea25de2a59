import type { Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { connectionSchema, type Connection, type TableSchemaEntry } from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { visibleSchema } from './tenant-access';
import type { Db } from '../../store/database';
import type { ConnectionsTable, TableAccessEntry, TenantPolicy } from '../../store/schema';
import type { SecretBox } from '../../crypto/secret-box';

export type ConnectionRecord = Selectable<ConnectionsTable>;

export interface NewConnection {
  organization_id: string;
  name: string;
  type: string;
  config: Record<string, unknown>;
  secret?: string | null;
  tenant_policies?: TenantPolicy[];
  tenant_mode?: 'open' | 'scoped';
  table_access?: TableAccessEntry[];
  tenant_strict?: boolean;
  default_connection?: boolean;
  schema?: unknown[];
  timeout_seconds?: number;
  id?: string;
}

export interface ConnectionPatch {
  name?: string;
  config?: Record<string, unknown>;
  secret?: string | null;
  tenant_policies?: TenantPolicy[];
  tenant_mode?: 'open' | 'scoped';
  table_access?: TableAccessEntry[];
  tenant_strict?: boolean;
  default_connection?: boolean;
  timeout_seconds?: number;
}

/** Connections of an organisation; secrets are sealed at rest and never leave the server. */
export class ConnectionRepository {
  /** Recent reads, for the query path's hot lookups (decision 004: at most 2 s old). */
  private readonly recent = new LRUCache<string, ConnectionRecord>({ max: 1000, ttl: 2000 });

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async create(input: NewConnection): Promise<ConnectionRecord> {
    const id = input.id ?? randomUUID();
    this.recent.clear();
    await this.db.transaction().execute(async (trx) => {
      if (input.default_connection) {
        await trx
          .updateTable('connections')
          .set({ default_connection: false })
          .where('organization_id', '=', input.organization_id)
          .execute();
      }
      await trx
        .insertInto('connections')
        .values({
          id,
          organization_id: input.organization_id,
          name: input.name,
          type: input.type,
          config: JSON.stringify(input.config),
          secret_enc: input.secret ? this.box.seal(input.secret) : null,
          tenant_policies: JSON.stringify(input.tenant_policies ?? []),
          tenant_mode:
            input.tenant_mode ?? ((input.tenant_policies ?? []).length ? 'scoped' : 'open'),
          table_access: JSON.stringify(input.table_access ?? []),
          tenant_strict: input.tenant_strict ?? false,
          default_connection: input.default_connection ?? false,
          schema: JSON.stringify(input.schema ?? []),
          timeout_seconds: input.timeout_seconds ?? 30,
        })
        .execute();
    });
    this.recent.clear();
    const saved = await this.find(input.organization_id, id);
    if (!saved) throw new Error('Connection vanished after insert');
    return saved;
  }

  /** Applies a patch in one transaction; `undefined` fields are left alone. */
  async update(
    organizationId: string,
    id: string,
    patch: ConnectionPatch,
  ): Promise<ConnectionRecord | undefined> {
    this.recent.clear();
    await this.db.transaction().execute(async (trx) => {
      if (patch.default_connection) {
        await trx
          .updateTable('connections')
          .set({ default_connection: false })
          .where('organization_id', '=', organizationId)
          .execute();
      }
      await trx
        .updateTable('connections')
        .set({
          updated_at: new Date(),
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.config !== undefined ? { config: JSON.stringify(patch.config) } : {}),
          ...(patch.secret !== undefined
            ? { secret_enc: patch.secret ? this.box.seal(patch.secret) : null }
            : {}),
          ...(patch.tenant_policies !== undefined
            ? { tenant_policies: JSON.stringify(patch.tenant_policies) }
            : {}),
          ...(patch.tenant_mode !== undefined ? { tenant_mode: patch.tenant_mode } : {}),
          ...(patch.table_access !== undefined
            ? { table_access: JSON.stringify(patch.table_access) }
            : {}),
          ...(patch.tenant_strict !== undefined ? { tenant_strict: patch.tenant_strict } : {}),
          ...(patch.default_connection !== undefined
            ? { default_connection: patch.default_connection }
            : {}),
          ...(patch.timeout_seconds !== undefined
            ? { timeout_seconds: patch.timeout_seconds }
            : {}),
        })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    });
    this.recent.clear();
    return this.find(organizationId, id);
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    this.recent.delete(`${organizationId}:${id}`);
    const result = await this.db
      .deleteFrom('connections')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** How many charts (any version) read from this connection. */
  async chartsUsing(organizationId: string, id: string): Promise<number> {
    const row = await this.db
      .selectFrom('charts')
      .select((eb) => eb.fn.count<string>('id').distinct().as('n'))
      .where('organization_id', '=', organizationId)
      .where('connection', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async find(organizationId: string, id: string): Promise<ConnectionRecord | undefined> {
    const key = `${organizationId}:${id}`;
    const known = this.recent.get(key);
    if (known) return known;
    const record = await this.db
      .selectFrom('connections')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (record) this.recent.set(key, record);
    return record;
  }

  async findByName(organizationId: string, name: string): Promise<ConnectionRecord | undefined> {
    return this.db
      .selectFrom('connections')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async list(organizationId: string): Promise<ConnectionRecord[]> {
    return this.db
      .selectFrom('connections')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('name')
      .execute();
  }

  async setSchema(organizationId: string, id: string, schema: unknown[]): Promise<void> {
    this.recent.delete(`${organizationId}:${id}`);
    await this.db
      .updateTable('connections')
      .set({ schema: JSON.stringify(schema) })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute();
  }

  /** The payloads of the organisation's known tenants (for tenant-column proposals). */
  async tenantPayloads(organizationId: string): Promise<Record<string, unknown>[]> {
    const rows = await this.db
      .selectFrom('tenants')
      .select('payload')
      .where('organization_id', '=', organizationId)
      .limit(1000)
      .execute();
    return rows.map((r) => r.payload);
  }

  secretOf(record: ConnectionRecord): string | null {
    return record.secret_enc ? this.box.open(record.secret_enc) : null;
  }
}

/** What any caller may see of a connection: never its settings or secrets. */
export function publicConnection(record: ConnectionRecord, caller: Caller): Connection {
  return connectionSchema.parse({
    id: record.id,
    name: record.name,
    type: record.type,
    // Tenants see only the tables they may read (default-deny).
    schema: visibleSchema(record, record.schema as TableSchemaEntry[], caller),
    tenant_strict: record.tenant_strict,
    default_connection: record.default_connection,
  });
}
