import { sql, type Kysely } from 'kysely';

/**
 * Dashboard filter rows keyed by their dashboard (decision 028): a copied dashboard (a clone, a
 * tenant's personal copy) keeps its filters' ids, so the same filter id is edited on several
 * dashboards, each with its own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dashboard_filters DROP CONSTRAINT dashboard_filters_pkey`.execute(db);
  await sql`ALTER TABLE dashboard_filters
    ADD CONSTRAINT dashboard_filters_pkey
    PRIMARY KEY (organization_id, parent_dashboard_id, filter_id)`.execute(db);
  await db.schema
    .createIndex('dashboard_filters_filter_idx')
    .on('dashboard_filters')
    .columns(['organization_id', 'filter_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('dashboard_filters_filter_idx').ifExists().execute();
  await sql`ALTER TABLE dashboard_filters DROP CONSTRAINT dashboard_filters_pkey`.execute(db);
  await sql`ALTER TABLE dashboard_filters ADD CONSTRAINT dashboard_filters_pkey PRIMARY KEY (filter_id)`.execute(
    db,
  );
}
