import type { Kysely } from 'kysely';

/**
 * Dashboard settings (issue 12, decision 012): `is_public` (anyone may open the latest version
 * without a token) and `tz_name`, the IANA zone stored beside the spec's numeric `tz`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dashboards')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tz_name', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['tz_name', 'is_public']) {
    await db.schema.alterTable('dashboards').dropColumn(column).execute();
  }
}
