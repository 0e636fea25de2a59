import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGlitePool } from './pglite-pool';
import { migrationProvider } from './migrations';

export type Db = Kysely<Database>;

export interface StoreOptions {
  /** Postgres connection string; absent → embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  /** Folder for PGlite's files; `memory` for an in-memory database (tests). */
  dataDir: string | 'memory';
}

/** Opens the metadata store (PGlite by default, Postgres with DATABASE_URL) and migrates it. */
export async function openStore(options: StoreOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    let lite: PGlite;
    if (options.dataDir === 'memory') lite = new PGlite();
    else {
      const dir = join(options.dataDir, 'metadata');
      mkdirSync(dir, { recursive: true });
      lite = new PGlite(dir);
    }
    await lite.waitReady;
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
  }
  await migrate(db);
  return db;
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  // Migrations are numbered when a change starts and may land out of order (0005 after 0006 and
  // 0007): a store that already ran a later one still runs an earlier one it lacks.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Metadata migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
