import type { ColumnType, Generated } from 'kysely';

/** JSON documents are written as text and read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface OrganizationsTable {
  id: string;
  name: string;
  embed_secret_enc: string;
  created_at: CreatedAt;
  /** Migration 0007 (Settings): data URL of the logo, brand colours, plan. */
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  primary_color: ColumnType<string | null, string | null | undefined, string | null>;
  secondary_color: ColumnType<string | null, string | null | undefined, string | null>;
  plan: ColumnType<string, string | undefined, string>;
  /** Migration 0014 (Dash): Dash on or off for the organisation; its AI-filter path secret. */
  dash_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  ai_filter_secret: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: string;
  organization_id: string;
  email: string;
  name: string;
  password_hash: string;
  role: 'admin' | 'editor' | 'viewer';
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: string;
  organization_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export interface AdminSessionsTable {
  id: string;
  user_id: string;
  organization_id: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TenantPolicy {
  table: string;
  column: string;
  payloadKey: string;
}

export interface TableAccessEntry {
  table: string;
  access: 'shared' | 'hidden';
}

export interface ConnectionsTable {
  id: string;
  organization_id: string;
  name: string;
  type: string;
  config: Json<Record<string, unknown>>;
  secret_enc: string | null;
  tenant_policies: Json<TenantPolicy[]>;
  tenant_mode: ColumnType<'open' | 'scoped', 'open' | 'scoped' | undefined, 'open' | 'scoped'>;
  table_access: ColumnType<TableAccessEntry[], string | undefined, string>;
  tenant_strict: boolean;
  default_connection: boolean;
  schema: Json<unknown[]>;
  timeout_seconds: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Migration 0014: Dash on or off for this connection. */
  dash_enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface TenantsTable {
  organization_id: string;
  id: string;
  name: string;
  key: string;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface ChartsTable {
  id: string;
  version: number;
  organization_id: string;
  name: string;
  author: string | null;
  config: Json<unknown>;
  connection: string | null;
  project_id: string | null;
  team_id: string | null;
  thumbnail: string | null;
  published: boolean;
  published_by: string | null;
  config_version: 'v1' | 'v2';
  created_at: CreatedAt;
}

export interface DashboardsTable {
  id: string;
  version: number;
  organization_id: string;
  name: string;
  author: string | null;
  config: Json<unknown>;
  workspace_id: string | null;
  team_id: string | null;
  tenant_id: string | null;
  project_id: string | null;
  parent_template_dashboard: string | null;
  is_exportable: boolean;
  selected_table: Json<unknown>;
  tz: number | null;
  local_tz: boolean;
  golden_prompts: Json<unknown>;
  published: boolean;
  /** Migration 0005 (decision 012): public dashboards, and the IANA zone beside `tz`. */
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  tz_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface ChartFiltersTable {
  filter_id: string;
  organization_id: string;
  parent_chart_id: string;
  config: Json<unknown>;
  saved: boolean;
  saved_at: Date | null;
  created_at: CreatedAt;
}

export interface DashboardFiltersTable {
  filter_id: string;
  organization_id: string;
  parent_dashboard_id: string;
  config: Json<unknown>;
  saved: boolean;
  saved_at: Date | null;
  created_at: CreatedAt;
}

export interface WorkspacesTable {
  id: string;
  organization_id: string;
  tenant_id: string | null;
  name: string;
  kind: 'global' | 'personal';
  created_at: CreatedAt;
}

export interface ThemesTable {
  id: string;
  organization_id: string;
  dashboard_id: string | null;
  dashboard_version: number | null;
  mode: 'light' | 'dark';
  theme: Json<unknown>;
  is_default: boolean;
  created_at: CreatedAt;
}

export interface GoldenAssetsTable {
  id: string;
  organization_id: string;
  kind: 'chart' | 'filters' | 'prompt' | 'table';
  chart_id: string | null;
  chart_version: number | null;
  prompt: string | null;
  config: Json<unknown>;
  filters: Json<unknown>;
  golden_table_raw_name: string | null;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  organization_id: string;
  session_id: string;
  author: 'tenant' | 'system' | 'dash';
  message_text: string;
  chart_config: Json<unknown> | null;
  filter_config: Json<unknown> | null;
  prompt: string | null;
  question_type: 'text' | 'chart' | 'filter';
  chart_id: string | null;
  tenant_id: string | null;
  created_at: CreatedAt;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  organization_id: string;
  event_type: string;
  event_name: string;
  event_description: string | null;
  event_metadata: Json<unknown>;
  session_id: string | null;
  browser_id: string | null;
  embedded: boolean;
  event_time_local: string | null;
  dashboard_id: string | null;
  chart_id: string | null;
  tenant_id: string | null;
  /** The tenant's name in its token (migration 0008). */
  tenant_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  invited_by: string | null;
  share_url: string | null;
  dashboard_title: string | null;
  created_at: CreatedAt;
  accepted_at: Date | null;
  /** Migration 0007 (Settings): sha256 of the link's token, expiry, revocation, the account made. */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  accepted_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0011 (decision 025): the dashboard each demo role opens. */
export interface DemoDashboardsTable {
  organization_id: string;
  role: string;
  dashboard_id: string;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  admin_sessions: AdminSessionsTable;
  connections: ConnectionsTable;
  tenants: TenantsTable;
  charts: ChartsTable;
  dashboards: DashboardsTable;
  chart_filters: ChartFiltersTable;
  dashboard_filters: DashboardFiltersTable;
  workspaces: WorkspacesTable;
  themes: ThemesTable;
  golden_assets: GoldenAssetsTable;
  chat_messages: ChatMessagesTable;
  analytics_events: AnalyticsEventsTable;
  invitations: InvitationsTable;
  demo_dashboards: DemoDashboardsTable;
}
