import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInvitationAnswerSchema,
  createInvitationBodySchema,
  listInvitationsAnswerSchema,
  listOrganizationUsersAnswerSchema,
  organizationBrandingAnswerSchema,
  organizationSettingsAnswerSchema,
  revokeInvitationAnswerSchema,
  revokeInvitationBodySchema,
  updateOrganizationSettingsBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { HttpError, notFound } from '../../plugins/http-error';
import { invitationRoutes } from './invitation-routes';
import { OrganizationRepository } from './repository';
import { shareInvitationRoutes, type ShareInvitationOptions } from './share-invitation-routes';

/** The hub's accept page of an invitation link (a hub route, outside the signed-in shell). */
export function acceptPath(token: string): string {
  return `/invitations/${token}`;
}

/**
 * The Settings screen's calls (issue 12): the organisation's name, logo, brand colours and plan,
 * its users and its invitations. Admins only (session or API key); tenants get 403.
 */
export function organizationRoutes(
  app: FastifyInstance,
  s: Services,
  share: ShareInvitationOptions = { mailer: null },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = new OrganizationRepository(s.db);

  r.get(
    '/organization/get-settings',
    {
      schema: {
        tags: ['organization'],
        description:
          "The organisation's name, logo (data URL), brand colours, plan and what the plan includes.",
        response: { 200: organizationSettingsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const settings = await repo.settings(caller.organizationId);
      if (!settings) throw notFound('Organisation not found');
      return { data: settings };
    },
  );

  r.get(
    '/organization/get-branding',
    {
      schema: {
        tags: ['organization'],
        description:
          "The organisation's name, logo (data URL) and brand colours (#RRGGBB or null), for any of its callers: an admin session, an API key or a tenant token. Dash's empty chat shows the logo.",
        response: { 200: organizationBrandingAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const settings = await repo.settings(caller.organizationId);
      if (!settings) throw notFound('Organisation not found');
      const { name, logo, primaryColor, secondaryColor } = settings;
      return { data: { branding: { name, logo, primaryColor, secondaryColor } } };
    },
  );

  r.post(
    '/organization/update-settings',
    {
      schema: {
        tags: ['organization'],
        description:
          'Changes the fields sent: name, logo (a base64 data URL of a PNG, JPEG, WebP or GIF image of at most 200 KB; null removes it), primaryColor and secondaryColor (#RRGGBB; null for the default). Answers the settings.',
        body: updateOrganizationSettingsBodySchema,
        response: { 200: organizationSettingsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const settings = await repo.updateSettings(caller.organizationId, request.body);
      if (!settings) throw notFound('Organisation not found');
      return { data: settings };
    },
  );

  r.get(
    '/organization/list-users',
    {
      schema: {
        tags: ['organization'],
        description: "The organisation's user accounts (admins of the hub).",
        response: { 200: listOrganizationUsersAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { users: await repo.listUsers(caller.organizationId) } };
    },
  );

  r.get(
    '/organization/list-invitations',
    {
      schema: {
        tags: ['organization'],
        description: 'Pending invitations: not accepted, revoked or expired; newest first.',
        response: { 200: listInvitationsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { invitations: await repo.listInvitations(caller.organizationId) } };
    },
  );

  r.post(
    '/organization/create-invitation',
    {
      schema: {
        tags: ['organization'],
        description:
          'Invites an email address to the organisation: the answer holds the link (acceptPath on the hub, with its token) once; only its hash is kept. The link works for 7 days, until revoked or accepted; a new invitation to the same address revokes the earlier one. The invitee becomes an admin. 409 when the address has an account already.',
        body: createInvitationBodySchema,
        response: { 200: createInvitationAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      if (await repo.emailTaken(request.body.email)) {
        throw new HttpError(409, 'A user with this email address exists already');
      }
      const { invitation, token } = await repo.createInvitation(
        caller.organizationId,
        request.body.email,
        caller.userId,
      );
      return { data: { invitation, token, acceptPath: acceptPath(token) } };
    },
  );

  r.post(
    '/organization/revoke-invitation',
    {
      schema: {
        tags: ['organization'],
        description: 'Revokes a pending invitation: its link stops working.',
        body: revokeInvitationBodySchema,
        response: { 200: revokeInvitationAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      if (!(await repo.revokeInvitation(caller.organizationId, request.body.id))) {
        throw notFound('Invitation not found');
      }
      return { data: { revoked: true } };
    },
  );

  invitationRoutes(app, s, repo);
  shareInvitationRoutes(app, s, repo, share);
}
