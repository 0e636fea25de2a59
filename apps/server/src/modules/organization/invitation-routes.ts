import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  getInvitationAnswerSchema,
  getInvitationBodySchema,
  tokenAnswerSchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { HttpError, notFound } from '../../plugins/http-error';
import { hashPassword } from '../../crypto/password';
import { startSession } from '../auth/session-routes';
import type { OrganizationRepository } from './repository';

const NOT_PENDING = 'This invitation link is not valid: it was revoked, used or has expired';

/**
 * The invitee's two calls, made from the hub's accept page with the link's token and no other
 * credential: what the invitation is, and accepting it (the account is created and signed in).
 */
export function invitationRoutes(
  app: FastifyInstance,
  s: Services,
  repo: OrganizationRepository,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/organization/get-invitation',
    {
      schema: {
        tags: ['organization'],
        description:
          "The invitation a link's token opens (email, organisation, expiry); no credential needed. 404 when the link was revoked, used or has expired.",
        body: getInvitationBodySchema,
        response: { 200: getInvitationAnswerSchema },
      },
    },
    async (request) => {
      const open = await repo.openInvitation(request.body.token);
      if (!open) throw notFound(NOT_PENDING);
      return {
        data: {
          email: open.email,
          organizationName: open.organizationName,
          expiresAt: open.expiresAt.toISOString(),
          shareUrl: open.shareUrl,
          dashboardTitle: open.dashboardTitle,
        },
      };
    },
  );

  r.post(
    '/organization/accept-invitation',
    {
      schema: {
        tags: ['organization'],
        description:
          "Accepts an invitation with the link's token: creates the invitee's account (name, password; the invitation's email) in the organisation and signs it in as /auth/sign-in does. 404 when the link was revoked, used or has expired; 409 when the address has an account already.",
        body: acceptInvitationBodySchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    async (request, reply) => {
      const { token, name, password } = request.body;
      if (!(await repo.openInvitation(token))) throw notFound(NOT_PENDING);
      const user = await repo.acceptInvitation(token, {
        name,
        passwordHash: await hashPassword(password),
      });
      if (user === 'email-taken') {
        throw new HttpError(409, 'A user with this email address exists already');
      }
      if (!user) throw notFound(NOT_PENDING);
      return { data: await startSession(s, request, reply, user) };
    },
  );
}
