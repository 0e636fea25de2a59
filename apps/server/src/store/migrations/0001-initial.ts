import { sql, type Kysely } from 'kysely';

/** The first schema: every metadata table of DESIGN.md §1 (charts and dashboards append-only). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('embed_secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('secret_enc', 'text')
    .addColumn('tenant_policies', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tenant_strict', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('default_connection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('schema', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('tenants')
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('tenants_pk', ['organization_id', 'id'])
    .execute();

  await db.schema
    .createTable('charts')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('connection', 'text')
    .addColumn('project_id', 'text')
    .addColumn('team_id', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_by', 'text')
    .addColumn('config_version', 'text', (c) => c.notNull().defaultTo('v1'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('charts_id_version_pk', ['id', 'version'])
    .execute();
  await db.schema.createIndex('charts_org_idx').on('charts').column('organization_id').execute();

  await db.schema
    .createTable('dashboards')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('workspace_id', 'text')
    .addColumn('team_id', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('parent_template_dashboard', 'text')
    .addColumn('is_exportable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('selected_table', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"tables":[]}'::jsonb`))
    .addColumn('tz', 'double precision')
    .addColumn('local_tz', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('golden_prompts', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'{"prompts":[]}'::jsonb`),
    )
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('dashboards_id_version_pk', ['id', 'version'])
    .execute();
  await db.schema
    .createIndex('dashboards_org_idx')
    .on('dashboards')
    .column('organization_id')
    .execute();

  for (const [table, parent] of [
    ['chart_filters', 'parent_chart_id'],
    ['dashboard_filters', 'parent_dashboard_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('filter_id', 'text', (c) => c.primaryKey())
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
      .addColumn(parent, 'text', (c) => c.notNull())
      .addColumn('config', 'jsonb', (c) => c.notNull())
      .addColumn('saved', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('saved_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex(`${table}_parent_idx`).on(table).column(parent).execute();
  }

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('tenant_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('themes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('dashboard_id', 'text')
    .addColumn('dashboard_version', 'integer')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('theme', 'jsonb', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('golden_assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('chart_id', 'text')
    .addColumn('chart_version', 'integer')
    .addColumn('prompt', 'text')
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('golden_table_raw_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('message_text', 'text', (c) => c.notNull())
    .addColumn('chart_config', 'jsonb')
    .addColumn('filter_config', 'jsonb')
    .addColumn('prompt', 'text')
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('chart_id', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_description', 'text')
    .addColumn('event_metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('session_id', 'text')
    .addColumn('browser_id', 'text')
    .addColumn('embedded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('event_time_local', 'text')
    .addColumn('dashboard_id', 'text')
    .addColumn('chart_id', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('share_url', 'text')
    .addColumn('dashboard_title', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('accepted_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'invitations',
    'analytics_events',
    'chat_messages',
    'golden_assets',
    'themes',
    'workspaces',
    'dashboard_filters',
    'chart_filters',
    'dashboards',
    'charts',
    'tenants',
    'connections',
    'api_keys',
    'users',
    'organizations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
