import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError, QueryError, QueryRefusedError } from '../errors';
import { DuckDbConnector } from './driver';
import { ingestFile, type IngestProgress } from './ingest';

let dir: string;
let databasePath: string;
let csvPath: string;
let parquetPath: string;
let secretPath: string;
let connector: DuckDbConnector;

/** Writes the upload files with DuckDB's COPY, the way a user's export would look. */
async function writeFiles(): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const rows = `SELECT i AS id, 'customer ' || i AS name, i * 1.5 AS amount,
      DATE '2024-01-01' + INTERVAL (i) DAY AS day, i % 2 = 0 AS even FROM range(1, 1001) r(i)`;
  await connection.run(`COPY (${rows}) TO '${csvPath}' (HEADER, DELIMITER ',')`);
  await connection.run(`COPY (${rows} WHERE i <= 250) TO '${parquetPath}' (FORMAT parquet)`);
  await connection.run(`COPY (SELECT 'top secret' AS s) TO '${secretPath}' (HEADER)`);
  connection.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chartroom-ingest-'));
  databasePath = join(dir, 'org-1', 'uploads.duckdb');
  csvPath = join(dir, 'sales.csv');
  parquetPath = join(dir, 'sales.parquet');
  secretPath = join(dir, 'secret.csv');
  await writeFiles();
  connector = new DuckDbConnector({ type: 'duckdb', path: databasePath });
});

afterAll(async () => {
  await connector.close();
  rmSync(dir, { recursive: true, force: true });
});

async function count(table: string): Promise<unknown> {
  const prepared = await connector.prepare(
    { sql: `SELECT count(*) AS n FROM ${table}` },
    { tenant: [] },
  );
  return (await connector.run(prepared)).rows[0]?.n;
}

describe('ingestFile', () => {
  it('creates the uploads database and a table from a CSV file, reporting progress', async () => {
    const progress: IngestProgress[] = [];
    const result = await ingestFile({
      databasePath,
      tableName: 'Sales',
      filePath: csvPath,
      format: 'csv',
      onProgress: (p) => progress.push(p),
    });
    expect(existsSync(databasePath)).toBe(true);
    expect(result).toEqual({
      table: 'Sales',
      rows: 1000,
      columns: [
        { columnName: 'id', type: 'number', selectable: true },
        { columnName: 'name', type: 'string', selectable: true },
        { columnName: 'amount', type: 'number', selectable: true },
        { columnName: 'day', type: 'date', selectable: true },
        { columnName: 'even', type: 'boolean', selectable: true },
      ],
    });
    expect(progress[0]).toEqual({ phase: 'start', percent: 0 });
    expect(progress.at(-1)).toEqual({ phase: 'done', percent: 100 });
    const percents = progress.map((p) => p.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(await count('sales')).toBe(1000);
  });

  it('imports Parquet, and a connector already open sees the new table on its next query', async () => {
    expect(await count('sales')).toBe(1000);
    await expect(count('sales_parquet')).rejects.toBeInstanceOf(QueryRefusedError);
    const result = await ingestFile({
      databasePath,
      tableName: 'sales_parquet',
      filePath: parquetPath,
      format: 'parquet',
    });
    expect(result.rows).toBe(250);
    expect(result.columns.map((c) => c.columnName)).toEqual([
      'id',
      'name',
      'amount',
      'day',
      'even',
    ]);
    expect(await count('sales_parquet')).toBe(250);
    const tables = (await connector.introspect()).map((t) => t.tableName);
    expect(tables).toEqual(['Sales', 'sales_parquet']);
  });

  it('replaces a table of the same name while queries keep running', async () => {
    const queries = Array.from({ length: 6 }, () => count('sales'));
    const ingest = ingestFile({
      databasePath,
      tableName: 'sales',
      filePath: parquetPath,
      format: 'parquet',
    });
    const results = await Promise.all(queries);
    for (const n of results) expect([1000, 250]).toContain(n);
    expect((await ingest).rows).toBe(250);
    expect(await count('sales')).toBe(250);
  });

  it('refuses bad table names before touching the database', async () => {
    const names = [
      '',
      '1sales',
      'sales-2024',
      'sales; DROP TABLE x',
      'a"b',
      'x'.repeat(64),
      'é',
      '__chartroom_x',
    ];
    for (const tableName of names) {
      const error = await ingestFile({
        databasePath: join(dir, 'never.duckdb'),
        tableName,
        filePath: csvPath,
        format: 'csv',
      }).catch((e: unknown) => e);
      expect(error, tableName).toBeInstanceOf(IngestError);
      expect((error as Error).message).toMatch(/^Invalid table name/);
    }
    expect(existsSync(join(dir, 'never.duckdb'))).toBe(false);
    await expect(
      ingestFile({
        databasePath,
        tableName: `_${'x'.repeat(62)}`,
        filePath: csvPath,
        format: 'csv',
      }),
    ).resolves.toMatchObject({ rows: 1000 });
  });

  it('fails clearly on a missing or unreadable file, without a server path in the message', async () => {
    const missing = await ingestFile({
      databasePath,
      tableName: 'missing',
      filePath: join(dir, 'nope.csv'),
      format: 'csv',
    }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(IngestError);
    expect((missing as Error).message).toBe(
      'The uploaded file could not be read: it is missing or not readable (ENOENT).',
    );
    const garbage = join(dir, 'garbage.parquet');
    writeFileSync(garbage, 'this is not a parquet file');
    const error = await ingestFile({
      databasePath,
      tableName: 'garbage',
      filePath: garbage,
      format: 'parquet',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toMatch(/^Could not read the Parquet file: /);
    expect((error as Error).message).not.toContain(dir);
    const tables = (await connector.introspect()).map((t) => t.tableName);
    expect(tables).not.toContain('garbage');
  });

  it('stops when the upload is cancelled, leaving the tables as they were', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      ingestFile({
        databasePath,
        tableName: 'cancelled',
        filePath: csvPath,
        format: 'csv',
        signal: controller.signal,
      }),
    ).rejects.toThrow('The upload was cancelled.');
    expect((await connector.introspect()).map((t) => t.tableName)).not.toContain('cancelled');
  });

  it('leaves query connectors unable to read files, the uploaded ones included', async () => {
    for (const path of [csvPath, secretPath]) {
      await expect(
        connector.run({ sql: `SELECT * FROM read_csv('${path}')`, params: [] }),
      ).rejects.toBeInstanceOf(QueryError);
      await expect(
        connector.prepare({ sql: `SELECT * FROM '${path}'` }, { tenant: [] }),
      ).rejects.toBeInstanceOf(QueryRefusedError);
    }
    await expect(
      connector.run({ sql: 'CREATE TABLE x AS SELECT 1', params: [] }),
    ).rejects.toBeInstanceOf(QueryError);
  });
});
