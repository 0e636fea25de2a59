import type { MailMessage } from './mailer';

export interface ShareInvitationMailInput {
  to: string;
  inviterName: string | null;
  organizationName: string;
  dashboardTitle: string;
  /** The accept page's absolute URL (with the link's token). */
  acceptUrl: string;
  expiresAt: Date;
  /** The inviter's personal message (an advanced share option), if any. */
  message?: string | undefined;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The share invitation's mail (dashboards.md §2 "Share dialog"): the dashboard shared, the link,
 * when it stops working, and the spec's warning that accepting gives access to all dashboards and
 * data of the organisation (an account is created for the invitee).
 */
export function shareInvitationMail(input: ShareInvitationMailInput): MailMessage {
  const who = input.inviterName ?? `Someone at ${input.organizationName}`;
  const subject = `${who} shared the dashboard "${input.dashboardTitle}" with you`;
  const expires = input.expiresAt.toUTCString();
  const warning =
    `Accepting gives you access to ALL dashboards and data in the ${input.organizationName} ` +
    'organization. An account is created for you if you have not signed up.';
  const text = [
    `${who} shared the dashboard "${input.dashboardTitle}" with you on Chartroom.`,
    ...(input.message ? ['', input.message] : []),
    '',
    `Open it: ${input.acceptUrl}`,
    '',
    warning,
    `The link works until ${expires}.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(who)} shared the dashboard <strong>${escapeHtml(input.dashboardTitle)}</strong> with you on Chartroom.</p>`,
    ...(input.message
      ? [`<blockquote>${escapeHtml(input.message).replace(/\n/g, '<br>')}</blockquote>`]
      : []),
    `<p><a href="${escapeHtml(input.acceptUrl)}">Open the dashboard</a></p>`,
    `<p>${escapeHtml(warning)}</p>`,
    `<p>The link works until ${escapeHtml(expires)}.</p>`,
  ].join('\n');
  return { to: input.to, subject, text, html };
}
