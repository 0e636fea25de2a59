import { z } from 'zod';
import { lineText, multilineText } from '../common/text';

const host = lineText(255, 'Host').min(1, 'Host is required');
const port = z
  .number()
  .int()
  .min(1, 'Port must be between 1 and 65535')
  .max(65535, 'Port must be between 1 and 65535');
const database = lineText(300, 'Database').min(1, 'Database is required');
const user = lineText(300, 'User').min(1, 'User is required');
/** A secret: accepted on write, never returned in answers. */
const secret = multilineText(20_000, 'Secret').optional();

/**
 * Connection settings: a closed schema per engine (DESIGN.md §4). Strict objects, so no free-form
 * driver options, file paths or init scripts can reach a driver. DuckDB takes no path: the server
 * decides where an organisation's DuckDB file lives.
 */
export const connectionSettingsSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('duckdb') }),
    z.strictObject({
      type: z.literal('postgres'),
      host,
      port: port.default(5432),
      database,
      user,
      password: secret,
      ssl: z.boolean().default(false),
    }),
    z.strictObject({
      type: z.literal('mysql'),
      host,
      port: port.default(3306),
      database,
      user,
      password: secret,
      ssl: z.boolean().default(false),
    }),
    z.strictObject({
      type: z.literal('mssql'),
      host,
      port: port.default(1433),
      database,
      user,
      password: secret,
      encrypt: z.boolean().default(true),
      trustServerCertificate: z.boolean().default(false),
    }),
    z.strictObject({
      type: z.literal('clickhouse'),
      url: z.url({ error: 'ClickHouse URL must be a valid URL' }),
      database: lineText(300, 'Database').default('default'),
      user: lineText(300, 'User').default('default'),
      password: secret,
    }),
    z.strictObject({
      type: z.literal('bigquery'),
      projectId: lineText(300, 'Project id').min(1, 'Project id is required'),
      dataset: lineText(300, 'Dataset').min(1, 'Dataset is required'),
      location: lineText(100, 'Location').optional(),
      /** Service-account key JSON (secret). */
      credentialsJson: secret,
    }),
    z.strictObject({
      type: z.literal('dynamodb'),
      region: lineText(100, 'Region').min(1, 'Region is required'),
      accessKeyId: lineText(300, 'Access key id').optional(),
      secretAccessKey: secret,
      endpoint: z.url({ error: 'Endpoint must be a valid URL' }).optional(),
    }),
    z.strictObject({
      type: z.literal('dataplane'),
      url: z.url({ error: 'Data plane URL must be a valid URL' }),
      apiKey: secret,
    }),
  ],
  { error: 'Unknown connection type' },
);
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;
