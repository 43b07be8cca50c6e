import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from './schema';

export interface OutgoingMail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the contact form's sender, CON-01); not kept in the outbox. */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  /** `smtp`: real delivery; `outbox`: composed by nodemailer and kept in mail_outbox (development). */
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

interface MailerOptions {
  db: Database;
  from: string;
  smtpUrl?: string;
  log: FastifyBaseLogger;
}

/**
 * Without SMTP settings the message still goes through nodemailer (jsonTransport), so addresses and
 * headers are validated the same way, and is then kept in the outbox table instead of being delivered.
 */
export function createMailer({ db, from, smtpUrl, log }: MailerOptions): Mailer {
  if (smtpUrl !== undefined) {
    const transport = createTransport(smtpUrl, { from });
    return {
      mode: 'smtp',
      async send(mail) {
        const info = await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo,
        });
        log.info({ messageId: info.messageId, tenantId: mail.tenantId }, 'mail sent');
      },
    };
  }
  const transport = createTransport({ jsonTransport: true }, { from });
  return {
    mode: 'outbox',
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
      });
      await db
        .insert(mailOutbox)
        .values({ tenantId: mail.tenantId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
