// Copies (a sample of) the demo warehouse from the DuckDB file into a PostgreSQL bench schema:
// rows read from DuckDB in chunks and inserted with `INSERT … SELECT FROM unnest($1::type[], …)`
// (pg-copy-streams is not installed; DuckDB's postgres extension is not available offline).
import type pg from 'pg';
import type { DirectEngine } from './engines';

export const PG_SCHEMA = 'chartroom_bench';

interface TableCopy {
  name: string;
  columns: ReadonlyArray<readonly [name: string, type: string]>;
  /** The integer key of the DuckDB table (sampled with `key % step = 0`, read in key ranges). */
  key: string;
  /** Rows wanted (the whole table when at least its size). */
  rows: number;
}

const CHUNK = 50_000;

export interface LoadReport {
  tables: Record<string, number>;
  ms: number;
}

/** Creates the bench schema (dropping an old one) and copies the tables into it. */
export async function loadPostgres(
  duck: DirectEngine,
  pool: pg.Pool,
  orderRows: number,
): Promise<LoadReport> {
  const started = performance.now();
  const copies: TableCopy[] = [
    {
      name: 'products',
      key: 'product_id',
      rows: Number.MAX_SAFE_INTEGER,
      columns: [
        ['product_id', 'integer'],
        ['name', 'text'],
        ['category', 'text'],
        ['price', 'numeric(10,2)'],
      ],
    },
    {
      name: 'customers',
      key: 'customer_id',
      rows: Number.MAX_SAFE_INTEGER,
      columns: [
        ['customer_id', 'integer'],
        ['tenant_id', 'text'],
        ['name', 'text'],
        ['city', 'text'],
        ['country', 'text'],
        ['segment', 'text'],
        ['latitude', 'double precision'],
        ['longitude', 'double precision'],
      ],
    },
    {
      name: 'orders',
      key: 'order_id',
      rows: orderRows,
      columns: [
        ['order_id', 'bigint'],
        ['tenant_id', 'text'],
        ['customer_id', 'integer'],
        ['product_id', 'integer'],
        ['created_at', 'timestamp'],
        ['status', 'text'],
        ['channel', 'text'],
        ['quantity', 'integer'],
        ['amount', 'numeric(12,2)'],
      ],
    },
    {
      name: 'web_events',
      key: 'event_id',
      rows: Math.ceil(orderRows / 2),
      columns: [
        ['event_id', 'bigint'],
        ['tenant_id', 'text'],
        ['occurred_at', 'timestamp'],
        ['page', 'text'],
        ['device', 'text'],
        ['session_id', 'text'],
      ],
    },
  ];
  await pool.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
  await pool.query(`CREATE SCHEMA ${PG_SCHEMA}`);
  const tables: Record<string, number> = {};
  for (const copy of copies) tables[copy.name] = await copyTable(duck, pool, copy);
  await pool.query(`CREATE INDEX ON ${PG_SCHEMA}.orders (created_at)`);
  await pool.query(`CREATE INDEX ON ${PG_SCHEMA}.web_events (occurred_at)`);
  await pool.query(
    `ANALYZE ${Object.keys(tables)
      .map((t) => `${PG_SCHEMA}.${t}`)
      .join(', ')}`,
  );
  return { tables, ms: performance.now() - started };
}

export async function dropPostgres(pool: pg.Pool): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
}

async function copyTable(duck: DirectEngine, pool: pg.Pool, copy: TableCopy): Promise<number> {
  const names = copy.columns.map(([n]) => n);
  await pool.query(
    `CREATE TABLE ${PG_SCHEMA}.${copy.name} (${copy.columns.map(([n, t]) => `${n} ${t}`).join(', ')})`,
  );
  const [[minKey, maxKey, count] = []] = await duck.query(
    `SELECT min(${copy.key})::BIGINT, max(${copy.key})::BIGINT, count(*) FROM ${copy.name}`,
  );
  const lo = Number(minKey);
  const hi = Number(maxKey);
  const step = Math.max(1, Math.ceil(Number(count) / copy.rows));
  const insert =
    `INSERT INTO ${PG_SCHEMA}.${copy.name} (${names.join(', ')}) SELECT * FROM unnest(` +
    copy.columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ') +
    ')';
  let copied = 0;
  for (let from = lo; from <= hi; from += CHUNK * step) {
    const rows = await duck.query(
      `SELECT ${names.join(', ')} FROM ${copy.name} WHERE ${copy.key} BETWEEN ${from} AND ${from + CHUNK * step - 1}` +
        (step > 1 ? ` AND ${copy.key} % ${step} = 0` : ''),
    );
    if (rows.length === 0) continue;
    const columns = names.map((_, i) => rows.map((r) => r[i] ?? null));
    await pool.query(insert, columns);
    copied += rows.length;
  }
  return copied;
}
