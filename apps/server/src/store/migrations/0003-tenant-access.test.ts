import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGlitePool } from '../pglite-pool';
import { migrationProvider } from './index';

describe('0003-tenant-access', () => {
  it('migrates existing connections to the safe reading', async () => {
    const lite = new PGlite();
    await lite.waitReady;
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new PGlitePool(lite) }),
    });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('0002-connection-timeout')).error).toBeUndefined();
      await sql`INSERT INTO organizations (id, name, embed_secret_enc) VALUES ('o', 'O', 'x')`.execute(
        db,
      );
      const insert = (id: string, policies: unknown[]) =>
        sql`INSERT INTO connections (id, organization_id, name, type, config, tenant_policies)
          VALUES (${id}, 'o', ${id}, 'duckdb', '{}'::jsonb, ${JSON.stringify(policies)}::jsonb)`.execute(
          db,
        );
      await insert('with-policies', [
        { table: 'orders', column: 'tenant_id', payloadKey: 'tenant_id' },
      ]);
      await insert('without', []);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{ id: string; tenant_mode: string; table_access: unknown }>`
        SELECT id, tenant_mode, table_access FROM connections ORDER BY id`.execute(db);
      expect(rows.rows).toEqual([
        // Scoped: its other tables are unclassified, so refused for tenants.
        { id: 'with-policies', tenant_mode: 'scoped', table_access: [] },
        // Open: admin-only data, refused for every tenant.
        { id: 'without', tenant_mode: 'open', table_access: [] },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
