import mysql from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import type { MySqlConnectorConfig } from './config';

/** The local MariaDB of the test machines (DESIGN.md §7): root, empty password. */
export const LOCAL_MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

export const TENANTS = ['acme', 'globex', 'initech'] as const;
/** Rows per tenant in `orders` (different per tenant so counts tell tenants apart). */
export const ORDERS_PER_TENANT: Record<(typeof TENANTS)[number], number> = {
  acme: 6,
  globex: 4,
  initech: 3,
};

/** Whether the local MariaDB answers (tests are skipped by name otherwise). */
export async function mariaDbReachable(): Promise<boolean> {
  try {
    const connection = await mysql.createConnection({ ...LOCAL_MARIADB, connectTimeout: 2000 });
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates a database with a random name holding three tenants' rows in `orders`, `customers`
 * and `web_events` (each with `tenant_id`) and a shared `products` table; returns the
 * connector settings and a function that drops it.
 */
export async function createTenantDatabase(): Promise<{
  config: MySqlConnectorConfig;
  admin: mysql.Connection;
  drop: () => Promise<void>;
}> {
  const database = `chartroom_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection({ ...LOCAL_MARIADB, multipleStatements: true });
  await admin.query(`CREATE DATABASE \`${database}\``);
  await admin.query(`USE \`${database}\``);
  await admin.query(`
    CREATE TABLE products (id INT PRIMARY KEY, name VARCHAR(50), price DECIMAL(10,2));
    CREATE TABLE customers (id INT PRIMARY KEY, tenant_id VARCHAR(20) NOT NULL, name VARCHAR(50),
      active TINYINT(1) NOT NULL, created_at DATETIME(3) NOT NULL);
    CREATE TABLE orders (id INT PRIMARY KEY, tenant_id VARCHAR(20) NOT NULL, customer_id INT,
      product_id INT, amount DECIMAL(12,2), order_status VARCHAR(20), big BIGINT, ordered_on DATE,
      created_at TIMESTAMP(3) NULL);
    CREATE TABLE web_events (id INT PRIMARY KEY, tenant_id VARCHAR(20) NOT NULL, kind VARCHAR(20));
    INSERT INTO products VALUES (1, 'Widget', 9.99), (2, 'Gadget', 19.50), (3, 'Doohickey', 1.25);
  `);
  let orderId = 1;
  let customerId = 1;
  let eventId = 1;
  for (const tenant of TENANTS) {
    const firstCustomer = customerId;
    for (let i = 0; i < 2; i += 1) {
      await admin.query('INSERT INTO customers VALUES (?, ?, ?, ?, ?)', [
        customerId,
        tenant,
        `${tenant} customer ${i}`,
        i % 2 === 0 ? 1 : 0,
        '2024-03-01 10:20:30.123',
      ]);
      customerId += 1;
    }
    for (let i = 0; i < ORDERS_PER_TENANT[tenant]; i += 1) {
      await admin.query('INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        orderId,
        tenant,
        firstCustomer + (i % 2),
        (i % 3) + 1,
        10 * (i + 1) + 0.5,
        i % 2 === 0 ? 'Shipped' : 'pending',
        i === 0 ? '9007199254740993' : String(i),
        `2024-0${(i % 9) + 1}-15`,
        `2024-0${(i % 9) + 1}-15 08:00:00.250`,
      ]);
      orderId += 1;
    }
    for (let i = 0; i < 3; i += 1) {
      await admin.query('INSERT INTO web_events VALUES (?, ?, ?)', [eventId, tenant, 'view']);
      eventId += 1;
    }
  }
  return {
    config: { type: 'mysql', ...LOCAL_MARIADB, database, ssl: false },
    admin,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.end();
    },
  };
}
