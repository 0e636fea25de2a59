import type { Kysely } from 'kysely';

/**
 * Usage analytics (issue 12): the tenant's name as its token gave it, kept with each event (a
 * tenant signed by the host's backend need not be on record here), and an index for the Usage
 * page's per-organisation, per-period aggregates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_events').addColumn('tenant_name', 'text').execute();
  await db.schema
    .createIndex('analytics_events_organization_time')
    .on('analytics_events')
    .columns(['organization_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_organization_time').ifExists().execute();
  await db.schema.alterTable('analytics_events').dropColumn('tenant_name').execute();
}
