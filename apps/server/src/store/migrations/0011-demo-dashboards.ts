import type { Kysely } from 'kysely';

/**
 * The demo's role dashboards (decision 025): which dashboard of the demo organisation each role
 * of 'Choose Your Role' opens. Seeding fills it once per role (again only for a role whose
 * dashboard was deleted); GET /demo/dashboards reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_dashboards')
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('dashboard_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_dashboards_pkey', ['organization_id', 'role'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_dashboards').ifExists().execute();
}
