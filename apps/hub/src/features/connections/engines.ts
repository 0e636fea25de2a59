import type { ConnectionType } from '@chartroom/client';
import {
  IconBolt,
  IconBrandAws,
  IconBrandGoogleBigQuery,
  IconBrandMysql,
  IconBrandWindows,
  IconCloudDataConnection,
  IconDatabase,
  IconFileSpreadsheet,
  type Icon,
} from '@tabler/icons-react';

/** Engines an admin can add from the form (DuckDB only comes from uploads). */
export const FORM_ENGINES = [
  'postgres',
  'mysql',
  'mssql',
  'clickhouse',
  'bigquery',
  'dynamodb',
] as const satisfies readonly ConnectionType[];
export type FormEngine = (typeof FORM_ENGINES)[number];

/** Engines whose saved connections the form edits (DuckDB: name, tenants and options only). */
export type EditableEngine = FormEngine | 'duckdb';

export function isEditableEngine(type: ConnectionType): type is EditableEngine {
  return type === 'duckdb' || (FORM_ENGINES as readonly string[]).includes(type);
}

export interface EngineLook {
  /** Product name, never translated. */
  label: string;
  icon: Icon;
  /** Mantine colour of its badge. */
  color: string;
}

export const ENGINE_LOOK: Record<ConnectionType, EngineLook> = {
  duckdb: { label: 'DuckDB', icon: IconFileSpreadsheet, color: 'orange' },
  postgres: { label: 'PostgreSQL', icon: IconDatabase, color: 'blue' },
  mysql: { label: 'MySQL / MariaDB', icon: IconBrandMysql, color: 'cyan' },
  mssql: { label: 'Microsoft SQL Server', icon: IconBrandWindows, color: 'red' },
  clickhouse: { label: 'ClickHouse', icon: IconBolt, color: 'pink' },
  bigquery: { label: 'BigQuery', icon: IconBrandGoogleBigQuery, color: 'indigo' },
  dynamodb: { label: 'DynamoDB', icon: IconBrandAws, color: 'grape' },
  dataplane: { label: 'Data plane', icon: IconCloudDataConnection, color: 'gray' },
};

export type FieldKind = 'text' | 'number' | 'secret' | 'secretText' | 'switch';

/** One input of an engine's settings; its key is the settings field of core's schema. */
export interface EngineField {
  key: string;
  kind: FieldKind;
  /** Needed by the schema (shows the required asterisk). */
  required?: boolean;
  /** Value of a new connection's form. */
  initial?: string | number | boolean;
  placeholder?: string;
  /** Half width (host/port, database/user pairs). */
  half?: boolean;
}

const sqlServer = (port: number): EngineField[] => [
  { key: 'host', kind: 'text', required: true, placeholder: 'db.example.com', half: true },
  { key: 'port', kind: 'number', initial: port, half: true },
  { key: 'database', kind: 'text', required: true, half: true },
  { key: 'user', kind: 'text', required: true, half: true },
  { key: 'password', kind: 'secret' },
];

/** The form of each engine, field for field as in core's `connectionSettingsSchema`. */
export const ENGINE_FIELDS: Record<EditableEngine, EngineField[]> = {
  duckdb: [],
  postgres: [...sqlServer(5432), { key: 'ssl', kind: 'switch', initial: false }],
  mysql: [...sqlServer(3306), { key: 'ssl', kind: 'switch', initial: false }],
  mssql: [
    ...sqlServer(1433),
    { key: 'encrypt', kind: 'switch', initial: true },
    { key: 'trustServerCertificate', kind: 'switch', initial: false },
  ],
  clickhouse: [
    {
      key: 'url',
      kind: 'text',
      required: true,
      placeholder: 'https://clickhouse.example.com:8443',
    },
    { key: 'database', kind: 'text', initial: 'default', half: true },
    { key: 'user', kind: 'text', initial: 'default', half: true },
    { key: 'password', kind: 'secret' },
  ],
  bigquery: [
    { key: 'projectId', kind: 'text', required: true, placeholder: 'my-project', half: true },
    { key: 'dataset', kind: 'text', required: true, placeholder: 'analytics', half: true },
    { key: 'location', kind: 'text', placeholder: 'EU' },
    { key: 'credentialsJson', kind: 'secretText' },
  ],
  dynamodb: [
    { key: 'region', kind: 'text', required: true, placeholder: 'eu-west-1' },
    { key: 'accessKeyId', kind: 'text', half: true },
    { key: 'secretAccessKey', kind: 'secret', half: true },
    { key: 'endpoint', kind: 'text', placeholder: 'https://dynamodb.eu-west-1.amazonaws.com' },
  ],
};

export function isSecretField(field: EngineField): boolean {
  return field.kind === 'secret' || field.kind === 'secretText';
}
