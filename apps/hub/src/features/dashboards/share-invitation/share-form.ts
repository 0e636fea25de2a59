import type { ShareInvitationInput } from '@chartroom/client';
import { EMAIL_SHAPE } from '../../settings/InviteForm';

/** The lifetimes the advanced options offer, in days (the server's SHARE_INVITATION_EXPIRY_DAYS). */
export const EXPIRY_CHOICES = [1, 7, 30] as const;
export type ExpiryDays = (typeof EXPIRY_CHOICES)[number];
/** The link's lifetime when no advanced option is chosen (the invitations' 7 days). */
export const DEFAULT_EXPIRY: ExpiryDays = 7;

/** What the Share form holds. */
export interface ShareForm {
  email: string;
  expiresInDays: ExpiryDays;
  message: string;
}

export const EMPTY_SHARE_FORM: ShareForm = {
  email: '',
  expiresInDays: DEFAULT_EXPIRY,
  message: '',
};

/** The spec's rule (dashboards.md §5): an address "looks like {email} without spaces". */
export function isShareEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

/**
 * The share invitation's payload (dashboards.md §7: email, organizationId, shareUrl,
 * dashboardTitle). The advanced options go only when the plan has them and differ from the
 * defaults, so a startup organisation never sends any.
 */
export function shareInvitationBody(
  dashboard: { id: string; title: string },
  form: ShareForm,
  advanced: boolean,
  organizationId?: string,
): ShareInvitationInput {
  const options: NonNullable<ShareInvitationInput['options']> = {};
  if (advanced && form.expiresInDays !== DEFAULT_EXPIRY) options.expiresInDays = form.expiresInDays;
  if (advanced && form.message.trim()) options.message = form.message.trim();
  return {
    email: form.email.trim(),
    ...(organizationId ? { organizationId } : {}),
    shareUrl: `/dashboards/${encodeURIComponent(dashboard.id)}`,
    dashboardTitle: dashboard.title.trim() || dashboard.id,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
}
