import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  shareInvitationAnswerSchema,
  shareInvitationBodySchema,
  sharedDashboardId,
  sharePath,
} from '@chartroom/core';
import type { Services } from '../../services';
import { forbidden, HttpError, notFound } from '../../plugins/http-error';
import type { Mailer } from '../../lib/mail/mailer';
import { shareInvitationMail } from '../../lib/mail/share-invitation-mail';
import type { OrganizationRepository } from './repository';

export interface ShareInvitationOptions {
  /** Sends the invitation mail (SMTP_URL); null: the answer carries the link to copy. */
  mailer: Mailer | null;
  /** The hub's address in mailed links (CHARTROOM_PUBLIC_URL); default: the request's origin. */
  publicUrl?: string | undefined;
}

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/**
 * The dashboard's Share dialog (dashboards.md §2, §5; decisions 015 and 023): an organisation
 * invitation that remembers the dashboard shared, mailed over SMTP when the server has a mailer.
 * The advanced options (link lifetime, a personal message) are refused on the startup plan by
 * the plan guard (tenant/plan-guard.ts) before this runs.
 */
export function shareInvitationRoutes(
  app: FastifyInstance,
  s: Services,
  repo: OrganizationRepository,
  options: ShareInvitationOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/organization/share-invitation',
    {
      schema: {
        tags: ['organization'],
        description:
          'Shares a dashboard by inviting an email address to the organisation: an invitation (decision 015) that remembers shareUrl (the hub path /dashboards/{id} or /build/dashboard/{id}/edit; an absolute URL keeps its path) and dashboardTitle, so the new account lands on that dashboard. With SMTP_URL the link is mailed and not in the answer; otherwise acceptPath/acceptUrl carry it once. options (expiresInDays 1/7/30, message) are advanced share options: 403 on the startup plan. 409 when the address has an account already; 404 for a dashboard not of the organisation; 502 when the mail could not be sent (the invitation is then revoked).',
        body: shareInvitationBodySchema,
        response: { 200: shareInvitationAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const body = request.body;
      const organizationId = caller.organizationId;
      if (body.organizationId !== undefined && body.organizationId !== organizationId) {
        throw forbidden('A dashboard can only be shared into your own organization');
      }
      // The hub path (an absolute URL keeps its path only): where the accept page lands.
      const shareUrl = sharePath(body.shareUrl) ?? '';
      const dashboardId = sharedDashboardId(shareUrl);
      const dashboard = dashboardId
        ? await s.dashboards.find(organizationId, dashboardId)
        : undefined;
      if (!dashboard || dashboard.tenant_id) throw notFound('Dashboard not found');
      if (await repo.emailTaken(body.email)) {
        throw new HttpError(409, 'A user with this email address exists already');
      }
      const { invitation, token } = await repo.createInvitation(
        organizationId,
        body.email,
        caller.userId,
        {
          shareUrl,
          dashboardTitle: body.dashboardTitle,
          lifetimeDays: body.options?.expiresInDays,
        },
      );
      const acceptPath = `/invitations/${token}`;
      const acceptUrl = `${originOf(request, options.publicUrl)}${acceptPath}`;
      if (!options.mailer) {
        return { data: { invitation, mailed: false, acceptPath, acceptUrl } };
      }
      const organization = await repo.settings(organizationId);
      try {
        await options.mailer.send(
          shareInvitationMail({
            to: invitation.email,
            inviterName: invitation.invitedBy,
            organizationName: organization?.name ?? 'Chartroom',
            dashboardTitle: body.dashboardTitle,
            acceptUrl,
            expiresAt: new Date(invitation.expiresAt),
            message: body.options?.message || undefined,
          }),
        );
      } catch (err) {
        // A link nobody received must not stay usable.
        await repo.revokeInvitation(organizationId, invitation.id);
        request.log.error({ err }, 'share invitation mail not sent');
        throw new HttpError(
          502,
          'The invitation mail could not be sent: check the SMTP settings (SMTP_URL)',
        );
      }
      return { data: { invitation, mailed: true, acceptPath: null, acceptUrl: null } };
    },
  );
}
