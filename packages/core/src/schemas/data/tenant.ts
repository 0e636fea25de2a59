import { z } from 'zod';

/** A payload value: scalar or list of scalars (matched against a tenant column). */
export const tenantPayloadValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);

/** A tenant's payload: keys the tenant rewrite matches to tenant columns. */
export const tenantRowPayloadSchema = z.record(z.string(), tenantPayloadValueSchema);
export type TenantRowPayload = z.infer<typeof tenantRowPayloadSchema>;

/** A tenant (dashboards.md §3). */
export const tenantSchema = z.object({
  id: z.string().min(1, 'Tenant id is required'),
  name: z.string().default(''),
  key: z.string().optional(),
  organization_id: z.string().nullable().optional(),
  payload: tenantRowPayloadSchema.default({}),
});
export type Tenant = z.infer<typeof tenantSchema>;
