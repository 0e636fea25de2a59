import type { Pool, RowDataPacket } from 'mysql2/promise';

export type MySqlVariant = 'MySQL' | 'MariaDB';

/** MariaDB or MySQL, from the server's version string (`10.11.6-MariaDB-…`). */
export async function detectVariant(pool: Pool): Promise<MySqlVariant> {
  const [rows] = await pool.query<RowDataPacket[]>('SELECT VERSION() AS version');
  const version = String(rows[0]?.version ?? '');
  return /mariadb/i.test(version) ? 'MariaDB' : 'MySQL';
}
