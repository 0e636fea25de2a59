import { describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { createMsSqlConnector } from './driver';

/** `mssql://user:password@host:port/database` of a reachable SQL Server (optional). */
const url = process.env.CHARTROOM_TEST_MSSQL_URL;

describe.skipIf(!url)('MS SQL connector (CHARTROOM_TEST_MSSQL_URL)', () => {
  const parsed = new URL(url ?? 'mssql://localhost');
  const connector = createMsSqlConnector({
    type: 'mssql',
    host: parsed.hostname,
    port: Number(parsed.port || 1433),
    database: decodeURIComponent(parsed.pathname.slice(1)) || 'master',
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    encrypt: parsed.searchParams.get('encrypt') !== 'false',
    trustServerCertificate: parsed.searchParams.get('trustServerCertificate') === 'true',
  });

  it('connects, runs a scoped query with typed columns, refuses writes, times out', async () => {
    try {
      await connector.test();
      const prepared = await connector.prepare(
        {
          sql: "SELECT CAST(1 AS BIT) AS b, CAST(2 AS BIGINT) AS n, CAST('2024-01-02' AS DATE) AS d, @p1 AS s",
          params: ['x'],
        },
        { tenant: [] },
      );
      const { columns, rows } = await connector.run(prepared);
      expect(columns.map((c) => c.type)).toEqual(['boolean', 'number', 'date', 'string']);
      expect(rows).toEqual([{ b: true, n: 2, d: '2024-01-02', s: 'x' }]);
      await expect(
        connector.prepare({ sql: 'DROP TABLE x' }, { tenant: [] }),
      ).rejects.toBeInstanceOf(QueryRefusedError);
      await expect(
        connector.run(
          { sql: "WAITFOR DELAY '00:00:05'; SELECT 1", params: [] },
          { timeoutMs: 300 },
        ),
      ).rejects.toThrow(/timed out/);
    } finally {
      await connector.close();
    }
  });
});
