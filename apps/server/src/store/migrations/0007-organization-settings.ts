import type { Kysely } from 'kysely';

/**
 * The Settings screen (issue 12): an organisation's logo, brand colours and plan; invitations
 * get the hash of their link's token, an expiry and the account they became.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('logo', 'text')
    .addColumn('primary_color', 'text')
    .addColumn('secondary_color', 'text')
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('enterprise'))
    .execute();
  await db.schema
    .alterTable('invitations')
    .addColumn('token_hash', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('accepted_user_id', 'text')
    .execute();
  await db.schema
    .createIndex('invitations_token_hash')
    .on('invitations')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('invitations_organization')
    .on('invitations')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invitations_organization').ifExists().execute();
  await db.schema.dropIndex('invitations_token_hash').ifExists().execute();
  for (const column of ['accepted_user_id', 'revoked_at', 'expires_at', 'token_hash']) {
    await db.schema.alterTable('invitations').dropColumn(column).execute();
  }
  for (const column of ['plan', 'secondary_color', 'primary_color', 'logo']) {
    await db.schema.alterTable('organizations').dropColumn(column).execute();
  }
}
