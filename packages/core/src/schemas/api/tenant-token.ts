import { z } from 'zod';
import { guardedRequest, hasControlCharacter, lineText, NO_CONTROL_MESSAGE } from '../common/text';
import { dataEnvelope, idSchema, tenantIdSchema } from './common';

/** At most this many keys in a payload, characters in a key or text value, values in a list. */
export const MAX_PAYLOAD_KEYS = 100;
export const MAX_PAYLOAD_KEY_LENGTH = 100;
export const MAX_PAYLOAD_TEXT = 1000;
export const MAX_PAYLOAD_LIST = 100;
export const PAYLOAD_VALUE_MESSAGE =
  'Payload values must be text, a number, true or false, null, or a list of text, numbers and booleans';

const payloadScalarSchema = z.union([z.string(), z.number(), z.boolean()]);
const payloadValueSchema = z.union([payloadScalarSchema, z.null(), z.array(payloadScalarSchema)], {
  error: PAYLOAD_VALUE_MESSAGE,
});

/** The first problem of a payload's keys and values (their types aside), for a clear message. */
function payloadProblem(
  payload: Record<string, unknown>,
): { path: string[]; message: string } | null {
  const keys = Object.keys(payload);
  if (keys.length > MAX_PAYLOAD_KEYS) {
    return { path: [], message: `A payload holds at most ${MAX_PAYLOAD_KEYS} keys` };
  }
  for (const key of keys) {
    if (key.trim().length === 0) return { path: [key], message: 'Payload key is required' };
    if (key.length > MAX_PAYLOAD_KEY_LENGTH) {
      return {
        path: [key],
        message: `Payload key must be at most ${MAX_PAYLOAD_KEY_LENGTH} characters`,
      };
    }
    if (hasControlCharacter(key)) {
      return { path: [key], message: `Payload key ${NO_CONTROL_MESSAGE}` };
    }
    const value = payload[key];
    const list = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && value.length > MAX_PAYLOAD_LIST) {
      return { path: [key], message: `A payload list holds at most ${MAX_PAYLOAD_LIST} values` };
    }
    for (const item of list) {
      if (typeof item !== 'string') continue;
      if (item.length > MAX_PAYLOAD_TEXT) {
        return {
          path: [key],
          message: `Payload value must be at most ${MAX_PAYLOAD_TEXT} characters`,
        };
      }
      if (hasControlCharacter(item)) {
        return { path: [key], message: `Payload value ${NO_CONTROL_MESSAGE}` };
      }
    }
  }
  return null;
}

/**
 * Values a host app may put in a tenant's payload (matched against tenant policies): a JSON
 * object of scalars (text, number, boolean, null) and lists of scalars. Tenant policies filter by
 * text and number values only; a policy whose key holds anything else refuses the tenant.
 */
export const tenantPayloadSchema = z
  .record(z.string(), payloadValueSchema)
  .superRefine((payload, ctx) => {
    const problem = payloadProblem(payload);
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
export type TenantPayload = z.infer<typeof tenantPayloadSchema>;

export const tokenTenantSchema = z.object({
  id: tenantIdSchema,
  name: lineText(200, 'tenant.name').default(''),
  key: lineText(200, 'tenant.key').default(''),
  payload: tenantPayloadSchema.default({}),
});

export const tokenPermissionsSchema = z
  .object({
    readOnly: z.boolean().optional(),
    disableTabs: z.boolean().optional(),
    addChart: z.boolean().optional(),
    addFilter: z.boolean().optional(),
    removeChart: z.boolean().optional(),
    createChart: z.boolean().optional(),
    editCharts: z.boolean().optional(),
    createChartSQL: z.boolean().optional(),
    /** Dash (the AI assistant) for this tenant (issue 14): off unless granted. */
    aiCharts: z.boolean().optional(),
  })
  .default({ readOnly: true });

/** What a token grants, beside its tenant. */
const tokenGrantShape = {
  permissions: tokenPermissionsSchema,
  /** Dashboards the token opens; empty or absent means every published dashboard. */
  dashboardIds: z.array(idSchema).max(1000).default([]),
  /** Lifetime, 60 s to 30 days; default 1 hour. */
  expiresInSeconds: z
    .number()
    .int()
    .min(60, 'expiresInSeconds must be at least 60')
    .max(2_592_000, 'expiresInSeconds must be at most 2592000 (30 days)')
    .default(3600),
};

/** The claims a token is signed with (and read back with): the tenant always inline. */
export const createTenantTokenBodySchema = guardedRequest(
  z.object({ tenant: tokenTenantSchema, ...tokenGrantShape }),
);
export type CreateTenantTokenBody = z.infer<typeof createTenantTokenBodySchema>;

export const TENANT_CHOICE_MESSAGE = 'Give exactly one of tenant, tenantId or tenantKey';

/**
 * POST /tenant/create-token: the tenant inline (`tenant`, as before), or a stored tenant of the
 * organisation by `tenantId` or `tenantKey`, whose id, name, key and payload the token then
 * carries (`/tenant/list`).
 */
export const createTenantTokenRequestSchema = guardedRequest(
  z
    .object({
      tenant: tokenTenantSchema.optional(),
      tenantId: tenantIdSchema.optional(),
      tenantKey: lineText(200, 'tenantKey').min(1, 'tenantKey is required').optional(),
      ...tokenGrantShape,
    })
    .refine(
      (body) =>
        [body.tenant, body.tenantId, body.tenantKey].filter((v) => v !== undefined).length === 1,
      { message: TENANT_CHOICE_MESSAGE },
    ),
);
export type CreateTenantTokenRequest = z.infer<typeof createTenantTokenRequestSchema>;

/** Claims of a verified tenant token. */
export interface TenantClaims {
  organizationId: string;
  tenant: z.infer<typeof tokenTenantSchema>;
  permissions: z.infer<typeof tokenPermissionsSchema>;
  dashboardIds: string[];
  expiresAt: number;
}

export const createTenantTokenAnswerSchema = dataEnvelope(z.object({ token: z.string() }));
