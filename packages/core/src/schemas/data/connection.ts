import { z } from 'zod';
import { connectionTypeSchema } from './connection-type';
import { tableSchemaEntrySchema } from './table-schema';

/**
 * A connection as answered to clients (charts.md §3, filters-and-rendering.md §3): never carries
 * secrets. `config.apiKey` is the connection's Dash api key (present = Dash enabled), not a
 * credential of the data source.
 */
export const connectionSchema = z.object({
  id: z.string().min(1, 'Connection id is required'),
  name: z.string().default(''),
  type: connectionTypeSchema,
  schema: z.array(tableSchemaEntrySchema).default([]),
  config: z.object({ apiKey: z.string().nullable().optional() }).prefault({}),
  /** Strict tenant source: query output must contain a tenant payload key. */
  tenant_strict: z.boolean().default(false),
  default_connection: z.boolean().default(false),
  organization_id: z.string().nullable().optional(),
});
export type Connection = z.infer<typeof connectionSchema>;
