import { sql, type Kysely } from 'kysely';

/**
 * Default-deny tenant access (issue 10): a connection is `open` (admin-only) or `scoped`; on a
 * scoped connection tables are scoped (tenant policies), shared or hidden, and any other table is
 * refused for tenants. Existing connections migrate to the safe reading: with policies they
 * become scoped (their other tables unclassified, so refused), without they become open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('connections')
    .addColumn('tenant_mode', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema
    .alterTable('connections')
    .addColumn('table_access', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`UPDATE connections SET tenant_mode = 'scoped'
    WHERE jsonb_array_length(tenant_policies) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('connections').dropColumn('table_access').execute();
  await db.schema.alterTable('connections').dropColumn('tenant_mode').execute();
}
