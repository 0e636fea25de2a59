import type { Kysely } from 'kysely';

/**
 * Dash (issue 14, decision 033): switched on or off per organisation and per connection (this
 * replaces the spec's organisation allow-list; both on by default), and each organisation's
 * unguessable AI-filter path secret (`/ai/a{secret}`), made on first use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('dash_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('ai_filter_secret', 'text')
    .execute();
  await db.schema
    .alterTable('connections')
    .addColumn('dash_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('organizations_ai_filter_secret')
    .on('organizations')
    .column('ai_filter_secret')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('organizations_ai_filter_secret').ifExists().execute();
  await db.schema.alterTable('connections').dropColumn('dash_enabled').execute();
  for (const column of ['ai_filter_secret', 'dash_enabled']) {
    await db.schema.alterTable('organizations').dropColumn(column).execute();
  }
}
