import { z } from 'zod';
import { lineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema, tenantIdSchema } from './common';

/** Values a host app may put in a tenant's payload (matched against tenant policies). */
export const tenantPayloadSchema = z.record(
  lineText(100, 'Payload key').min(1, 'Payload key is required'),
  z.union([lineText(1000, 'Payload value'), z.number(), z.boolean()]),
);
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
  })
  .default({ readOnly: true });

export const createTenantTokenBodySchema = guardedRequest(
  z.object({
    tenant: tokenTenantSchema,
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
  }),
);
export type CreateTenantTokenBody = z.infer<typeof createTenantTokenBodySchema>;

/** Claims of a verified tenant token. */
export interface TenantClaims {
  organizationId: string;
  tenant: z.infer<typeof tokenTenantSchema>;
  permissions: z.infer<typeof tokenPermissionsSchema>;
  dashboardIds: string[];
  expiresAt: number;
}

export const createTenantTokenAnswerSchema = dataEnvelope(z.object({ token: z.string() }));
