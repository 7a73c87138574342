import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@tabib/contracts/locales';
import type { Executor } from '../../db/client';
import { createMailRepository } from './mail.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: Locale;
  /** The one link a reader needs; printed to the log at debug level when there is no SMTP server to carry it. */
  primaryLink?: string;
  /** A one-time password the message carries: printed to the log at debug level, as primaryLink is, when there is no SMTP server. */
  oneTimePassword?: string;
  /** Files sent with the message (a receipt's PDF); outbound_emails keeps the message without them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Sends through SMTP_URL when configured. Every message is also kept in outbound_emails;
 * without SMTP that stored copy (and the link printed at debug level) is how a local user finishes a flow.
 */
export function createMailer(options: { db: Executor; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const repository = createMailRepository(options.db);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  return {
    async send(message) {
      const { primaryLink, oneTimePassword, attachments, ...content } = message;
      if (!transport) {
        await repository.storeEmail({ ...content, recipient: message.to, status: 'stored' });
        options.log.info(
          { template: message.template },
          `E-mail to ${message.to} stored, not sent (no SMTP_URL): ${message.subject}` +
            (primaryLink ? ' (its link is in outbound_emails, and in this log at debug level)' : ''),
        );
        // The link carries a secret (a reset token): only at debug, a level production does not run at.
        if (primaryLink) {
          options.log.debug({ template: message.template }, `E-mail stored (no SMTP_URL) for ${message.to}: ${primaryLink}`);
        }
        if (oneTimePassword) {
          options.log.debug(
            { template: message.template },
            `One-time password stored (no SMTP_URL) for ${message.to}: ${oneTimePassword}`,
          );
        }
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments,
        });
        await repository.storeEmail({ ...content, recipient: message.to, status: 'sent' });
      } catch (error) {
        await repository.storeEmail({ ...content, recipient: message.to, status: 'failed', error: String(error) });
        throw error;
      }
    },
  };
}
