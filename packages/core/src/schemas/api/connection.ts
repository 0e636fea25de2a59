import { z } from 'zod';
import { dataEnvelope, idSchema } from './common';
import { connectionSettingsSchema } from '../data/connection-settings';
import { connectionTypeSchema } from '../data/connection-type';
import { tableSchemaEntrySchema } from '../data/table-schema';
import { resultColumnSchema, resultRowSchema } from './query';

/** A tenant policy: `table` is filtered by `column` = the token payload's `payloadKey`. */
export const tenantPolicySchema = z.strictObject({
  table: z.string().trim().min(1, 'Tenant policy table is required').max(300),
  column: z.string().trim().min(1, 'Tenant policy column is required').max(300),
  payloadKey: z.string().trim().min(1, 'Tenant policy payload key is required').max(100),
});
export type TenantPolicy = z.infer<typeof tenantPolicySchema>;

/**
 * Who may read a connection (default-deny, DESIGN.md §4): `open` connections hold admin-only
 * data and refuse every tenant; on a `scoped` connection a tenant reads only scoped tables (a
 * tenant policy) and shared tables; hidden tables and every table nobody classified (including
 * one created later) are refused for tenants.
 */
export const tenantModeSchema = z.enum(['open', 'scoped']);
export type TenantMode = z.infer<typeof tenantModeSchema>;

/** A table of a scoped connection that is not filtered by tenant: readable by all, or by none. */
export const tableAccessSchema = z.strictObject({
  table: z.string().trim().min(1, 'Table name is required').max(300),
  access: z.enum(['shared', 'hidden']),
});
export type TableAccess = z.infer<typeof tableAccessSchema>;

/** A table's state for tenants, as the connection screen shows it. */
export const tableTenantStateSchema = z.enum(['scoped', 'shared', 'hidden', 'unclassified']);
export type TableTenantState = z.infer<typeof tableTenantStateSchema>;

const timeoutSeconds = z
  .number()
  .int()
  .min(1, 'Timeout must be between 1 and 600 seconds')
  .max(600, 'Timeout must be between 1 and 600 seconds');
const name = z.string().trim().min(1, 'Connection name is required').max(200);

/** A connection as an admin sees it: settings without their secret (a flag says one is saved). */
export const connectionAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: connectionTypeSchema,
  settings: z.record(z.string(), z.unknown()),
  tenantMode: tenantModeSchema,
  tenantPolicies: z.array(tenantPolicySchema),
  tableAccess: z.array(tableAccessSchema),
  tenantStrict: z.boolean(),
  defaultConnection: z.boolean(),
  timeoutSeconds: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConnectionAdmin = z.infer<typeof connectionAdminSchema>;

export const listConnectionsAnswerSchema = dataEnvelope(
  z.object({ connections: z.array(connectionAdminSchema) }),
);
export const connectionAnswerSchema = dataEnvelope(z.object({ connection: connectionAdminSchema }));

export const createConnectionBodySchema = z.strictObject({
  name,
  settings: connectionSettingsSchema,
  /** Defaults to `scoped` when policies or table access are given, `open` otherwise. */
  tenantMode: tenantModeSchema.optional(),
  tenantPolicies: z.array(tenantPolicySchema).max(200).default([]),
  tableAccess: z.array(tableAccessSchema).max(2000).default([]),
  tenantStrict: z.boolean().default(false),
  defaultConnection: z.boolean().default(false),
  timeoutSeconds: timeoutSeconds.default(30),
});
export type CreateConnectionBody = z.infer<typeof createConnectionBodySchema>;

export const updateConnectionBodySchema = z.strictObject({
  id: idSchema,
  name: name.optional(),
  /** A secret left empty keeps the saved one. */
  settings: connectionSettingsSchema.optional(),
  /** Left out: kept, except that giving policies or table access to an open connection scopes it. */
  tenantMode: tenantModeSchema.optional(),
  tenantPolicies: z.array(tenantPolicySchema).max(200).optional(),
  tableAccess: z.array(tableAccessSchema).max(2000).optional(),
  tenantStrict: z.boolean().optional(),
  defaultConnection: z.boolean().optional(),
  timeoutSeconds: timeoutSeconds.optional(),
});
export type UpdateConnectionBody = z.infer<typeof updateConnectionBodySchema>;

/** Test a saved connection, new settings, or edited settings of a saved one (empty secret kept). */
export const testConnectionBodySchema = z.union([
  z.strictObject({ connectionId: idSchema }),
  z.strictObject({ settings: connectionSettingsSchema }),
  z.strictObject({ connectionId: idSchema, settings: connectionSettingsSchema }),
]);
export const testConnectionAnswerSchema = dataEnvelope(
  z.object({ ok: z.literal(true), latencyMs: z.number() }),
);

export const deleteConnectionQuerySchema = z.object({ id: idSchema });
export const deleteConnectionAnswerSchema = dataEnvelope(z.object({ deleted: z.literal(true) }));

export const connectionSchemaQuerySchema = z.object({
  connectionId: idSchema,
  refresh: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const connectionSchemaAnswerSchema = dataEnvelope(
  z.object({ tables: z.array(tableSchemaEntrySchema) }),
);

/** Raw table preview: 10 rows, 'Load More' adds 20 (charts.md §2). */
export const previewTableBodySchema = z.strictObject({
  connectionId: idSchema,
  table: z.string().min(1, 'table is required').max(300),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(10),
});
export const previewTableAnswerSchema = dataEnvelope(
  z.object({ columns: z.array(resultColumnSchema), rows: z.array(resultRowSchema) }),
);

export const uploadAnswerSchema = dataEnvelope(
  z.object({ connectionId: z.string(), table: z.string(), rows: z.number().int() }),
);
/** Table names of uploaded files. */
export const uploadTableNameSchema = z
  .string()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]{0,62}$/,
    'Table name must start with a letter or underscore and hold only letters, digits and underscores (at most 63)',
  );

/** Every table of a connection with its state for tenants (the connection screen). */
export const tenantAccessQuerySchema = z.object({
  connectionId: idSchema,
  refresh: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const tableTenantAccessSchema = z.object({
  /** The table's name as policies write it (`schema.table` outside the default schema). */
  table: z.string(),
  state: tableTenantStateSchema,
  /** For scoped tables: the policy. */
  column: z.string().nullable(),
  payloadKey: z.string().nullable(),
  /** For tables not scoped: a column named like a known payload key, to scope it by. */
  proposal: z.object({ column: z.string(), payloadKey: z.string() }).nullable(),
});
export type TableTenantAccess = z.infer<typeof tableTenantAccessSchema>;
export const tenantAccessAnswerSchema = dataEnvelope(
  z.object({
    tenantMode: tenantModeSchema,
    /** Payload keys known from the organisation's tenants and the policies. */
    payloadKeys: z.array(z.string()),
    tables: z.array(tableTenantAccessSchema),
    /** Policies or table-access entries naming tables the connection does not have. */
    unknownTables: z.array(z.string()),
  }),
);

export const clearCacheBodySchema = z.strictObject({ connectionId: idSchema });
export const clearCacheAnswerSchema = dataEnvelope(z.object({ cleared: z.number().int() }));

export const strictTenantCoverageBodySchema = z.strictObject({
  connectionId: idSchema,
  sqlQuery: z.string().min(1, 'sqlQuery is required').max(100_000),
});
export const strictTenantCoverageAnswerSchema = dataEnvelope(
  z.object({ covered: z.number().int(), total: z.number().int(), message: z.string() }),
);
