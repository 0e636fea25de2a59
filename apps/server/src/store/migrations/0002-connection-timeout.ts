import type { Kysely } from 'kysely';

/** Per-connection statement timeout (seconds), 30 by default (issue 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('connections')
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('connections').dropColumn('timeout_seconds').execute();
}
