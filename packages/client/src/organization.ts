import type {
  acceptInvitationBodySchema,
  createInvitationAnswerSchema,
  createInvitationBodySchema,
  getInvitationAnswerSchema,
  listInvitationsAnswerSchema,
  listOrganizationUsersAnswerSchema,
  organizationBrandingAnswerSchema,
  organizationSettingsAnswerSchema,
  revokeInvitationAnswerSchema,
  rotateEmbedSecretAnswerSchema,
  shareInvitationAnswerSchema,
  shareInvitationBodySchema,
  updateOrganizationSettingsBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

// Bodies are the schemas' input types; answers are `data`.
export type OrganizationSettingsAnswer = Data<typeof organizationSettingsAnswerSchema>;
export type OrganizationBrandingAnswer = Data<typeof organizationBrandingAnswerSchema>;
export type UpdateOrganizationSettingsInput = z.input<typeof updateOrganizationSettingsBodySchema>;
export type OrganizationUsersAnswer = Data<typeof listOrganizationUsersAnswerSchema>;
export type InvitationsAnswer = Data<typeof listInvitationsAnswerSchema>;
export type CreateInvitationInput = z.input<typeof createInvitationBodySchema>;
export type CreateInvitationAnswer = Data<typeof createInvitationAnswerSchema>;
export type RevokeInvitationAnswer = Data<typeof revokeInvitationAnswerSchema>;
export type InvitationDetails = Data<typeof getInvitationAnswerSchema>;
export type AcceptInvitationInput = z.input<typeof acceptInvitationBodySchema>;
export type EmbedSecretAnswer = Data<typeof rotateEmbedSecretAnswerSchema>;
export type ShareInvitationInput = z.input<typeof shareInvitationBodySchema>;
export type ShareInvitationResult = Data<typeof shareInvitationAnswerSchema>;

/** An API key as listed (its secret part is never shown again). */
export interface ApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}
/** A new API key: `key` is shown this once. */
export interface CreatedApiKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
}

/**
 * The Settings screen's calls: the organisation (name, logo, colours, plan), its users and
 * invitations, API keys and the embed secret. Admin only, but the invitee's two calls.
 */
export function organizationMethods(http: Http) {
  const { request } = http;
  return {
    getOrganizationSettings: () =>
      request<OrganizationSettingsAnswer>('GET', '/organization/get-settings'),
    /**
     * The organisation's name, logo and brand colours: admins and tenant tokens alike (Dash's
     * empty chat shows the logo).
     */
    getOrganizationBranding: () =>
      request<OrganizationBrandingAnswer>('GET', '/organization/get-branding'),
    /** Changes the fields given; null removes the logo or a colour. */
    updateOrganizationSettings: (body: UpdateOrganizationSettingsInput) =>
      request<OrganizationSettingsAnswer>('POST', '/organization/update-settings', body),
    listOrganizationUsers: () =>
      request<OrganizationUsersAnswer>('GET', '/organization/list-users'),
    /** Pending invitations (not accepted, revoked or expired). */
    listInvitations: () => request<InvitationsAnswer>('GET', '/organization/list-invitations'),
    /** The link (`acceptPath` with its token) is in this answer only. */
    createInvitation: (body: CreateInvitationInput) =>
      request<CreateInvitationAnswer>('POST', '/organization/create-invitation', body),
    /**
     * The dashboard's Share dialog: invites an address to the organisation, landing on the
     * dashboard. `mailed` when the server sent it over SMTP; otherwise the link is in the answer.
     */
    shareInvitation: (body: ShareInvitationInput) =>
      request<ShareInvitationResult>('POST', '/organization/share-invitation', body),
    revokeInvitation: (id: string) =>
      request<RevokeInvitationAnswer>('POST', '/organization/revoke-invitation', { id }),
    /** The invitee's page: what the link's token opens (no credential needed). */
    getInvitation: (token: string) =>
      request<InvitationDetails>('POST', '/organization/get-invitation', { token }),
    /** Creates the invitee's account and signs it in (session cookie, and the token). */
    acceptInvitation: (body: AcceptInvitationInput) =>
      request<{ token: string }>('POST', '/organization/accept-invitation', body),

    listApiKeys: () => request<{ apiKeys: ApiKeyInfo[] }>('GET', '/auth/api-keys'),
    createApiKey: (name: string) => request<CreatedApiKey>('POST', '/auth/api-keys', { name }),
    revokeApiKey: (id: string) =>
      request<{ deleted: boolean }>('DELETE', withQuery('/auth/api-keys', { id })),

    /** The embed secret (a signed-in admin only). */
    getEmbedSecret: () => request<EmbedSecretAnswer>('GET', '/auth/embed-secret'),
    /** A new embed secret: tenant tokens signed with the old one stop working. */
    rotateEmbedSecret: () =>
      request<EmbedSecretAnswer>('POST', '/auth/embed-secret/rotate', { confirm: true }),
  };
}
