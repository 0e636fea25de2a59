import type {
  createTenantBodySchema,
  createTenantTokenAnswerSchema,
  createTenantTokenRequestSchema,
  deleteTenantAnswerSchema,
  listTenantsAnswerSchema,
  tenantAnswerSchema,
  TenantRecord,
  updateTenantBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

/** A stored tenant: id, name, key and the payload its tokens carry. */
export type Tenant = TenantRecord;
export type TenantPayloadValue = TenantRecord['payload'][string];
// Bodies are the schemas' input types (fields with defaults may be left out); answers are `data`.
export type ListTenantsAnswer = Data<typeof listTenantsAnswerSchema>;
export type TenantAnswer = Data<typeof tenantAnswerSchema>;
export type CreateTenantBody = z.input<typeof createTenantBodySchema>;
export type UpdateTenantBody = z.input<typeof updateTenantBodySchema>;
export type DeleteTenantAnswer = Data<typeof deleteTenantAnswerSchema>;
/** `POST /tenant/create-token` with the tenant inline or a stored one (`tenantId` / `tenantKey`). */
export type MintTenantTokenBody = z.input<typeof createTenantTokenRequestSchema>;
export type MintTenantTokenAnswer = Data<typeof createTenantTokenAnswerSchema>;

/** The organisation's tenants (admin only) and tokens for stored tenants. */
export function tenantMethods(http: Http) {
  const { request } = http;
  return {
    listTenants: () => request<ListTenantsAnswer>('GET', '/tenant/list'),
    /** `id` defaults to `key`; a key or id the organisation has already is a 400. */
    createTenant: (body: CreateTenantBody) => request<TenantAnswer>('POST', '/tenant/create', body),
    /** Replaces what is given (the payload as a whole); the id stays. */
    updateTenant: (body: UpdateTenantBody) => request<TenantAnswer>('POST', '/tenant/update', body),
    deleteTenant: (id: string) =>
      request<DeleteTenantAnswer>('DELETE', withQuery('/tenant', { id })),
    /** A tenant token; `tenantId` or `tenantKey` takes the stored tenant's name, key and payload. */
    mintTenantToken: (body: MintTenantTokenBody) =>
      request<MintTenantTokenAnswer>('POST', '/tenant/create-token', body),
  };
}
