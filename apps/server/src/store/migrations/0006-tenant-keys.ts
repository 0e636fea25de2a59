import { sql, type Kysely } from 'kysely';

/**
 * A tenant's key is unique in its organisation (the Tenants screen, issue 12). Empty keys (the
 * column's default) are left out. Until now only the seed wrote tenants, with key = id, so no
 * store holds two equal keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tenants_organization_key')
    .unique()
    .on('tenants')
    .columns(['organization_id', 'key'])
    .where(sql.ref('key'), '<>', '')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tenants_organization_key').ifExists().execute();
}
