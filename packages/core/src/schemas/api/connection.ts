import { z } from 'zod';
import { dataEnvelope, idSchema } from './common';
import { guardedRequest, lineText, multilineText } from '../common/text';
import { connectionSettingsSchema } from '../data/connection-settings';
import { connectionTypeSchema } from '../data/connection-type';
import { tableSchemaEntrySchema } from '../data/table-schema';
import { resultColumnSchema, resultRowSchema } from './query';

/** A tenant policy: `table` is filtered by `column` = the token payload's `payloadKey`. */
export const tenantPolicySchema = z.strictObject({
  table: lineText(300, 'Tenant policy table').trim().min(1, 'Tenant policy table is required'),
  column: lineText(300, 'Tenant policy column').trim().min(1, 'Tenant policy column is required'),
  payloadKey: lineText(100, 'Tenant policy payload key')
    .trim()
    .min(1, 'Tenant policy payload key is required'),
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
  table: lineText(300, 'Table name').trim().min(1, 'Table name is required'),
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
const name = lineText(200, 'Connection name').trim().min(1, 'Connection name is required');

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

export const createConnectionBodySchema = guardedRequest(
  z.strictObject({
    name,
    settings: connectionSettingsSchema,
    /** Defaults to `scoped` when policies or table access are given, `open` otherwise. */
    tenantMode: tenantModeSchema.optional(),
    tenantPolicies: z.array(tenantPolicySchema).max(200).default([]),
    tableAccess: z.array(tableAccessSchema).max(2000).default([]),
    tenantStrict: z.boolean().default(false),
    defaultConnection: z.boolean().default(false),
    timeoutSeconds: timeoutSeconds.default(30),
  }),
);
export type CreateConnectionBody = z.infer<typeof createConnectionBodySchema>;

export const updateConnectionBodySchema = guardedRequest(
  z.strictObject({
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
  }),
);
export type UpdateConnectionBody = z.infer<typeof updateConnectionBodySchema>;

/** Test a saved connection, new settings, or edited settings of a saved one (empty secret kept). */
export const testConnectionBodySchema = guardedRequest(
  z.union([
    z.strictObject({ connectionId: idSchema }),
    z.strictObject({ settings: connectionSettingsSchema }),
    z.strictObject({ connectionId: idSchema, settings: connectionSettingsSchema }),
  ]),
);
export const testConnectionAnswerSchema = dataEnvelope(
  z.object({ ok: z.literal(true), latencyMs: z.number() }),
);

export const deleteConnectionQuerySchema = guardedRequest(z.object({ id: idSchema }));
export const deleteConnectionAnswerSchema = dataEnvelope(z.object({ deleted: z.literal(true) }));

export const connectionSchemaQuerySchema = guardedRequest(
  z.object({
    connectionId: idSchema,
    refresh: z.enum(['0', '1', 'true', 'false']).optional(),
  }),
);
export const connectionSchemaAnswerSchema = dataEnvelope(
  z.object({ tables: z.array(tableSchemaEntrySchema) }),
);

/** Raw table preview: 10 rows, 'Load More' adds 20 (charts.md §2). */
export const previewTableBodySchema = guardedRequest(
  z.strictObject({
    connectionId: idSchema,
    table: lineText(300, 'table').min(1, 'table is required'),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(100).default(10),
  }),
);
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
export const tenantAccessQuerySchema = guardedRequest(
  z.object({
    connectionId: idSchema,
    refresh: z.enum(['0', '1', 'true', 'false']).optional(),
  }),
);
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

export const clearCacheBodySchema = guardedRequest(z.strictObject({ connectionId: idSchema }));
export const clearCacheAnswerSchema = dataEnvelope(z.object({ cleared: z.number().int() }));

export const strictTenantCoverageBodySchema = guardedRequest(
  z.strictObject({
    connectionId: idSchema,
    sqlQuery: multilineText(100_000, 'sqlQuery').min(1, 'sqlQuery is required'),
  }),
);
export const strictTenantCoverageAnswerSchema = dataEnvelope(
  z.object({ covered: z.number().int(), total: z.number().int(), message: z.string() }),
);
