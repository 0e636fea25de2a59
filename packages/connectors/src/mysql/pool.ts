import mysql, { type Pool } from 'mysql2/promise';
import type { MySqlConnectorConfig } from './config';

/**
 * A small pool for one connection's settings. Only the closed settings schema reaches the
 * driver: no LOCAL INFILE, no multiple statements, text dates (converted to ISO by the result
 * reader), DECIMAL and safe BIGINT values as numbers (unsafe BIGINT as strings).
 */
export function createMySqlPool(config: MySqlConnectorConfig, connectionLimit = 4): Pool {
  return mysql.createPool({
    host: config.host,
    port: config.port,
    user: config.user,
    password: config.password ?? '',
    database: config.database,
    ssl: config.ssl ? { rejectUnauthorized: true } : undefined,
    connectionLimit,
    maxIdle: Math.min(2, connectionLimit),
    idleTimeout: 60_000,
    connectTimeout: 10_000,
    multipleStatements: false,
    flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
    supportBigNumbers: true,
    bigNumberStrings: false,
    decimalNumbers: true,
    dateStrings: true,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
  });
}
