import type { Selectable } from 'kysely';
import type { CreateTenantBody, TenantRecord, UpdateTenantBody } from '@chartroom/core';
import type { Db } from '../../store/database';
import type { TenantsTable } from '../../store/schema';
import { badRequest, notFound } from '../../plugins/http-error';

type TenantRow = Selectable<TenantsTable>;

/** The answer's form of a stored tenant. */
export function toTenantRecord(row: TenantRow): TenantRecord {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    payload: row.payload as TenantRecord['payload'],
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const keyTaken = (key: string) =>
  badRequest(`A tenant with the key '${key}' already exists in this organisation`);
const idTaken = (id: string) =>
  badRequest(`A tenant with the id '${id}' already exists in this organisation`);

/** PostgreSQL's unique_violation (PGlite and PostgreSQL alike). */
function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * The organisation's tenants (the Tenants screen): id and key unique per organisation, checked
 * before writing (a clear 400) and by the store's unique index (two writes at once).
 */
export class TenantRepository {
  constructor(private readonly db: Db) {}

  async list(organizationId: string): Promise<TenantRecord[]> {
    const rows = await this.db
      .selectFrom('tenants')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toTenantRecord);
  }

  async find(organizationId: string, id: string): Promise<TenantRecord | null> {
    const row = await this.db
      .selectFrom('tenants')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toTenantRecord(row) : null;
  }

  async findByKey(organizationId: string, key: string): Promise<TenantRecord | null> {
    const row = await this.db
      .selectFrom('tenants')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? toTenantRecord(row) : null;
  }

  async create(organizationId: string, body: CreateTenantBody): Promise<TenantRecord> {
    const id = body.id ?? body.key;
    // The key first: when no id is given it is the key, and the key is what the admin typed.
    if (await this.findByKey(organizationId, body.key)) throw keyTaken(body.key);
    if (await this.find(organizationId, id)) throw idTaken(id);
    try {
      const row = await this.db
        .insertInto('tenants')
        .values({
          organization_id: organizationId,
          id,
          name: body.name,
          key: body.key,
          payload: JSON.stringify(body.payload),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTenantRecord(row);
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw (await this.find(organizationId, id)) ? idTaken(id) : keyTaken(body.key);
      }
      throw err;
    }
  }

  async update(organizationId: string, body: UpdateTenantBody): Promise<TenantRecord> {
    const current = await this.find(organizationId, body.id);
    if (!current) throw notFound(`Tenant ${body.id} not found`);
    if (body.key !== undefined && body.key !== current.key) {
      const other = await this.findByKey(organizationId, body.key);
      if (other && other.id !== body.id) throw keyTaken(body.key);
    }
    try {
      const row = await this.db
        .updateTable('tenants')
        .set({
          name: body.name ?? current.name,
          key: body.key ?? current.key,
          payload: JSON.stringify(body.payload ?? current.payload),
        })
        .where('organization_id', '=', organizationId)
        .where('id', '=', body.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(`Tenant ${body.id} not found`);
      return toTenantRecord(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw keyTaken(body.key ?? current.key);
      throw err;
    }
  }

  async delete(organizationId: string, id: string): Promise<void> {
    const gone = await this.db
      .deleteFrom('tenants')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound(`Tenant ${id} not found`);
  }
}
