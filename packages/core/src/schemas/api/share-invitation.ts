import { z } from 'zod';
import { guardedRequest, lineText, multilineText } from '../common/text';
import { emailSchema } from './auth';
import { dataEnvelope, ID_PATTERN, idSchema } from './common';
import { invitationSchema } from './organization';

// The dashboard's Share dialog (dashboards.md §2 "Share dialog", §5; decision 023): an invitation
// to the organisation (decision 015's invitations) that lands the invitee on the dashboard shared.

/** The lifetimes an advanced share may give its link, in days (default: INVITATION_LIFETIME_DAYS). */
export const SHARE_INVITATION_EXPIRY_DAYS = [1, 7, 30] as const;
/** The longest personal message a share invitation's mail carries. */
export const SHARE_INVITATION_MESSAGE_MAX = 500;

export const SHARE_URL_MESSAGE =
  'shareUrl must be a dashboard of the hub: /dashboards/{id} or /build/dashboard/{id}/edit';
const SHARE_PATH = /^\/(?:dashboards\/([^/?#]+)|build\/dashboard\/([^/?#]+)\/edit)$/;

/**
 * The hub path a share URL names: `/dashboards/{id}` or `/build/dashboard/{id}/edit`, given as that path or
 * as an absolute http(s) URL of it (its origin is dropped: the invitee lands on the hub that
 * invited it); null for anything else.
 */
export function sharePath(shareUrl: string): string | null {
  const path = /^https?:\/\//i.test(shareUrl)
    ? (/^https?:\/\/[^/?#@\s]+(\/[^?#\s]*)$/i.exec(shareUrl)?.[1] ?? '')
    : shareUrl;
  const match = SHARE_PATH.exec(path);
  const id = match?.[1] ?? match?.[2];
  return id && ID_PATTERN.test(id) ? path : null;
}

/** The dashboard id a share URL names (see `sharePath`); null for others. */
export function sharedDashboardId(shareUrl: string): string | null {
  const path = sharePath(shareUrl);
  const match = path ? SHARE_PATH.exec(path) : null;
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The advanced share options (decision 023), not part of the startup plan (dashboards.md §5):
 * how long the link works and a personal message in the mail.
 */
export const shareInvitationOptionsSchema = z.object({
  expiresInDays: z
    .literal(SHARE_INVITATION_EXPIRY_DAYS, {
      error: `expiresInDays must be one of ${SHARE_INVITATION_EXPIRY_DAYS.join(', ')}`,
    })
    .optional(),
  message: multilineText(SHARE_INVITATION_MESSAGE_MAX, 'Message').trim().optional(),
});
export type ShareInvitationOptions = z.infer<typeof shareInvitationOptionsSchema>;

/**
 * POST /organization/share-invitation (dashboards.md §7 "share invitation (email, organizationId,
 * shareUrl, dashboardTitle)"). `organizationId`, when sent, must be the caller's.
 */
export const shareInvitationBodySchema = guardedRequest(
  z.object({
    email: z.string().trim().pipe(emailSchema),
    organizationId: idSchema.optional(),
    shareUrl: z
      .string()
      .max(2000, SHARE_URL_MESSAGE)
      .refine((url) => sharePath(url) !== null, SHARE_URL_MESSAGE),
    dashboardTitle: lineText(200, 'dashboardTitle').trim().min(1, 'dashboardTitle is required'),
    options: shareInvitationOptionsSchema.optional(),
  }),
);
export type ShareInvitationBody = z.infer<typeof shareInvitationBodySchema>;

/**
 * The invitation made. `mailed`: the mail went out over SMTP (SMTP_URL), and the link is not in
 * the answer; otherwise `acceptPath` / `acceptUrl` carry it, once, for the admin to pass on.
 */
export const shareInvitationAnswerSchema = dataEnvelope(
  z.object({
    invitation: invitationSchema,
    mailed: z.boolean(),
    acceptPath: z.string().nullable(),
    acceptUrl: z.string().nullable(),
  }),
);
export type ShareInvitationAnswer = z.infer<typeof shareInvitationAnswerSchema>['data'];
