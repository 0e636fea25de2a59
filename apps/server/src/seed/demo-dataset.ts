import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { demoDatasetStatements } from './demo-dataset-sql';

export interface DemoDatasetOptions {
  /** Where the DuckDB file goes (chosen by the server). */
  path: string;
  /** Number of orders (default 1,000,000); web_events gets about half as many rows. */
  rows?: number;
  /** Last day of data (default: now); the data covers the two years up to it. */
  today?: Date;
  /** Seed of the pseudo-random values (default 42). */
  seed?: number;
}

export interface DemoDatasetResult {
  path: string;
  rows: number;
  tables: Record<string, number>;
}

export const DEMO_DEFAULT_ROWS = 1_000_000;
export const DEMO_TABLES = ['tenants', 'customers', 'products', 'orders', 'web_events'] as const;

/**
 * Writes the demo warehouse: tenants, customers, products, orders and web_events, generated
 * inside DuckDB and deterministic for the same seed, rows and day. Builds into a temporary
 * file beside `path` and renames it into place, so a crash never leaves a half-built file.
 */
export async function buildDemoDataset(opts: DemoDatasetOptions): Promise<DemoDatasetResult> {
  const rows = opts.rows ?? DEMO_DEFAULT_ROWS;
  const seed = opts.seed ?? 42;
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`Invalid demo row count: ${rows}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`Invalid demo seed: ${seed}`);
  const today = (opts.today ?? new Date()).toISOString().slice(0, 10);
  const path = resolve(opts.path);
  mkdirSync(dirname(path), { recursive: true });
  const building = `${path}.building-${process.pid}-${randomBytes(4).toString('hex')}`;

  try {
    const tables = await writeDataset(building, { rows, seed, today });
    rmSync(`${path}.wal`, { force: true });
    renameSync(building, path);
    return { path, rows, tables };
  } finally {
    rmSync(building, { force: true });
    rmSync(`${building}.wal`, { force: true });
  }
}

async function writeDataset(
  file: string,
  options: { rows: number; seed: number; today: string },
): Promise<Record<string, number>> {
  const instance = await DuckDBInstance.create(file);
  try {
    const connection = await instance.connect();
    try {
      for (const statement of demoDatasetStatements(options)) await connection.run(statement);
      const tables: Record<string, number> = {};
      for (const table of DEMO_TABLES) {
        const reader = await connection.runAndReadAll(`SELECT count(*) FROM ${table}`);
        tables[table] = Number(reader.value(0, 0));
      }
      await connection.run('CHECKPOINT');
      return tables;
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** True when a finished demo warehouse is at `path`. */
export function demoDatasetExists(path: string): boolean {
  return existsSync(resolve(path));
}
