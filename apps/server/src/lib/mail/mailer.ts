import nodemailer from 'nodemailer';

/** A mail to send: plain text and HTML bodies of the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; `send` rejects when the SMTP server refuses or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://… (nodemailer's URL). */
  url: string;
  /** SMTP_FROM: the sender, e.g. "Chartroom <noreply@example.com>". */
  from: string;
}

/** The sender when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Chartroom <noreply@chartroom.local>';

/** A mailer over SMTP (nodemailer), or null without SMTP_URL (links are then shown to copy). */
export function createMailer(settings: MailSettings | null): Mailer | null {
  if (!settings) return null;
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
    close: () => transport.close(),
  };
}

/** The mail settings of the environment: null unless SMTP_URL is set. */
export function mailSettingsOf(env: {
  SMTP_URL?: string;
  SMTP_FROM?: string;
}): MailSettings | null {
  if (!env.SMTP_URL) return null;
  return { url: env.SMTP_URL, from: env.SMTP_FROM ?? DEFAULT_MAIL_FROM };
}
