import { Session } from 'chdb';
import type { ParamValue, PrepareScope, TenantScope } from '../connector';
import { ChdbParser, jsonRows } from './chdb-parser.fixture';
import { queryParams } from './parser';
import { prepareClickHouseQuery } from './prepare';

export const DATABASE = 'shop';
export const TENANTS = ['acme', 'globex', 'initech'] as const;

/** An in-memory chdb session with a three-tenant shop (orders, customers, a view, products). */
export function openTenantDb(extraTenants: readonly string[] = []): TenantDb {
  const session = new Session();
  const tenants = [...TENANTS, ...extraTenants];
  session.query(`CREATE DATABASE ${DATABASE}`);
  session.query(
    `CREATE TABLE shop.orders (id UInt32, tenant_id String, customer_id UInt32, amount Float64,
       status LowCardinality(String), created_at DateTime('UTC'))
     ENGINE = MergeTree ORDER BY (tenant_id, id)`,
  );
  session.query(
    `CREATE TABLE shop.customers (id UInt32, tenant_id String, name String)
     ENGINE = MergeTree ORDER BY (tenant_id, id)`,
  );
  session.query(
    `CREATE TABLE shop.products (id UInt32, name String) ENGINE = MergeTree ORDER BY id`,
  );
  session.query(`CREATE VIEW shop.paid_orders AS SELECT * FROM shop.orders WHERE status = 'paid'`);
  tenants.forEach((tenant, t) => {
    for (let i = 0; i < 4; i += 1) {
      session.queryBind(
        `INSERT INTO shop.orders SELECT {id:UInt32}, {tenant:String}, {customer:UInt32},
           {amount:Float64}, {status:String}, toDateTime({created:String}, 'UTC')`,
        {
          id: t * 10 + i + 1,
          tenant,
          customer: t * 10 + (i % 2) + 1,
          amount: (i + 1) * 10,
          status: i % 2 === 0 ? 'paid' : 'open',
          created: `2024-0${(i % 3) + 1}-15 12:00:00`,
        },
      );
    }
    for (const i of [1, 2]) {
      session.queryBind(
        'INSERT INTO shop.customers SELECT {id:UInt32}, {tenant:String}, {name:String}',
        { id: t * 10 + i, tenant, name: `${tenant}-c${i}` },
      );
    }
  });
  session.query(`INSERT INTO shop.products VALUES (1, 'widget'), (2, 'gadget')`);
  session.query(`USE ${DATABASE}`);
  return new TenantDb(session);
}

export class TenantDb {
  readonly parser: ChdbParser;

  constructor(readonly session: Session) {
    this.parser = new ChdbParser(session);
  }

  prepare(sql: string, scope: PrepareScope, params: readonly ParamValue[] = []) {
    return prepareClickHouseQuery(this.parser, DATABASE, { sql, params }, scope);
  }

  /** Runs prepared SQL on chdb with its parameters bound server-side, as JSON rows. */
  run(sql: string, params: readonly ParamValue[] = []): Array<Record<string, unknown>> {
    return jsonRows(this.session.queryBind(sql, queryParams(params), 'JSONEachRow'));
  }

  async scoped(sql: string, tenant: string, params: readonly ParamValue[] = []) {
    const prepared = await this.prepare(sql, { tenant: scopesFor(tenant) }, params);
    return this.run(prepared.sql, prepared.params);
  }

  close(): void {
    this.session.close();
  }
}

export function scopesFor(tenant: string | number): TenantScope[] {
  return [
    { table: 'orders', column: 'tenant_id', value: tenant },
    { table: 'shop.customers', column: 'tenant_id', value: tenant },
  ];
}
