import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRows } from './chdb-parser.fixture';
import { sqlInjectionPayloads } from './sqli-payloads.fixture';
import { clickHouseStringLiteral } from './string-literal';
import { openTenantDb, scopesFor, type TenantDb } from './tenant-db.fixture';

const PAYLOADS = sqlInjectionPayloads();
/** A few payloads are tenants with rows of their own, so exact matches are checked too. */
const PAYLOAD_TENANTS = PAYLOADS.filter((p) => /['\\]/.test(p)).slice(0, 5);

describe('ClickHouse string literals and scoping against the SQL-injection corpora (chdb)', () => {
  let db: TenantDb;
  beforeAll(() => {
    db = openTenantDb(PAYLOAD_TENANTS);
  });
  afterAll(() => db.close());

  it('has the corpora', () => {
    expect(PAYLOADS.length).toBeGreaterThan(1000);
  });

  it('a literal reads back as exactly the payload, for every payload', () => {
    for (let start = 0; start < PAYLOADS.length; start += 200) {
      const chunk = PAYLOADS.slice(start, start + 200);
      const checks = chunk.map((p, i) => `${clickHouseStringLiteral(p)} = {v${i}:String}`);
      const params = Object.fromEntries(chunk.map((p, i) => [`v${i}`, p]));
      const [row] = jsonRows(
        db.session.queryBind(`SELECT [${checks.join(', ')}] AS ok`, params, 'JSONEachRow'),
      );
      expect(row?.ok).toEqual(chunk.map(() => 1));
    }
  });

  it('a payload as the tenant value sees only rows whose tenant is exactly that payload', async () => {
    for (const payload of PAYLOADS) {
      const prepared = await db.prepare(
        'SELECT o.tenant_id AS o, c.tenant_id AS c FROM orders o LEFT JOIN customers c ON c.id = o.customer_id UNION ALL SELECT tenant_id, tenant_id FROM customers',
        { tenant: scopesFor(payload) },
      );
      const rows = db.run(prepared.sql, prepared.params);
      for (const row of rows) expect([row.o, row.c]).toEqual([payload, payload]);
      expect(rows.length).toBe(PAYLOAD_TENANTS.includes(payload) ? 6 : 0);
    }
  });

  it('a payload as a table filter value is compared, never run', async () => {
    for (const payload of PAYLOADS.slice(0, 400)) {
      const prepared = await db.prepare('SELECT count() AS n FROM orders', {
        tenant: scopesFor('acme'),
        tableFilters: [
          {
            table: 'orders',
            predicate: { column: 'status', operator: 'in', values: [payload, 'paid'] },
          },
          {
            table: 'customers',
            predicate: { column: 'name', operator: 'like', values: [payload] },
          },
        ],
      });
      expect(db.run(prepared.sql)).toEqual([{ n: 2 }]);
    }
  });
});
