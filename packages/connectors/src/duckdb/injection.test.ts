import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Predicate } from '@chartroom/core';
import type { PrepareScope } from '../connector';
import { TableNotReadableError } from '../errors';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';
import { sharedDataPath } from '../test-support/shared-data';

/** Public SQL-injection payload lists (SecLists), read from the shared data folder. */
const SQLI_DIR = sharedDataPath('sqli', 'seclists');
const LISTS = ['Generic-SQLi.txt', 'quick-SQLi.txt', 'SQLi-Polyglots.txt'];

/** A few payloads kept here so the suite always runs, even without the shared lists. */
const INLINE_PAYLOADS = [
  "a' OR '1'='1",
  "a' OR 1=1 --",
  "'; DROP TABLE orders; --",
  "a') UNION SELECT * FROM orders --",
  "$1' OR tenant_id = 'b",
  'a"; SELECT * FROM orders; --',
  "\\'; COPY orders TO '/tmp/leak.csv'; --",
];

function loadPayloads(): string[] {
  const fromLists = LISTS.map((name) => join(SQLI_DIR, name))
    .filter((path) => existsSync(path))
    .flatMap((path) => readFileSync(path, 'utf8').split('\n'))
    .filter((line) => line.trim() !== '');
  return [...new Set([...INLINE_PAYLOADS, ...fromLists])];
}

const payloads = loadPayloads();

let connector: DuckDbConnector;
let dispose: () => void;

beforeAll(async () => {
  const db = await createTenantDb();
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path: db.path });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

async function rows(sql: string, scope: PrepareScope) {
  const prepared = await connector.prepare({ sql }, scope);
  expect(prepared.params.length).toBeGreaterThan(0);
  return (await connector.run(prepared)).rows;
}

const JOINED = `SELECT o.tenant_id, c.tenant_id AS c_tenant FROM orders o
  JOIN customers c ON c.customer_id = o.customer_id`;

describe(`SQL injection payloads (${payloads.length}, SecLists ${existsSync(SQLI_DIR) ? 'included' : 'not found: inline list only'}) never reach another tenant's rows`, () => {
  it('as tenant values: no row comes back at all', { timeout: 20_000 }, async () => {
    for (const payload of payloads) {
      const scope: PrepareScope = {
        tenant: [
          { table: 'orders', column: 'tenant_id', value: payload },
          { table: 'customers', column: 'tenant_id', value: payload },
        ],
      };
      expect(await rows(JOINED, scope), payload).toEqual([]);
    }
  });

  it(
    "as table filter values: only the tenant's own rows come back",
    { timeout: 20_000 },
    async () => {
      const operators: Predicate['operator'][] = ['not_equals', 'like', 'in'];
      for (const [index, payload] of payloads.entries()) {
        // Every payload with `not_equals` (all the tenant's rows), each with one more operator.
        for (const operator of ['not_equals', operators[1 + (index % 2)] ?? 'like'] as const) {
          const scope: PrepareScope = {
            tenant: [
              { table: 'orders', column: 'tenant_id', value: 'a' },
              { table: 'customers', column: 'tenant_id', value: 'a' },
            ],
            tableFilters: [
              { table: 'customers', predicate: { column: 'name', operator, values: [payload] } },
            ],
          };
          const result = await rows(JOINED, scope);
          for (const row of result) {
            expect([row.tenant_id, row.c_tenant], `${operator} ${payload}`).toEqual(['a', 'a']);
          }
          if (operator === 'not_equals') expect(result).toHaveLength(100);
        }
      }
    },
  );

  it('as readable table names: they make no other table readable', async () => {
    for (const payload of payloads) {
      const scope: PrepareScope = {
        tenant: [{ table: 'orders', column: 'tenant_id', value: 'a' }],
        readableTables: [payload],
      };
      const error = await connector.prepare({ sql: 'SELECT * FROM products' }, scope).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, payload).toBeInstanceOf(TableNotReadableError);
      expect(
        await rows('SELECT count(*) AS n, count(DISTINCT tenant_id) AS t FROM orders', scope),
        payload,
      ).toEqual([{ n: 100, t: 1 }]);
    }
  });
});
