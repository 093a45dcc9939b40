/**
 * Every mail is first written to the outbox table (so nothing is lost and tests and the dev
 * outbox page can read it), then delivered: over SMTP when SMTP_URL is set, otherwise printed
 * to the log — in full only outside production: mailed links hold live tokens (confirmation,
 * invites), and a production log is read by more people, and kept longer, than a developer's
 * terminal. In production the log says only that a mail was kept in the outbox.
 */
import nodemailer from 'nodemailer';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../lib/logger.js';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string; kind: string; companyId?: string | null };

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(opts: { prisma: PrismaClient; smtpUrl?: string; from: string; logger: Logger; logBodies: boolean }): Mailer {
  // Mail is sent inside the request that caused it: a slow SMTP server fails fast (the row stays
  // in the outbox as FAILED) instead of holding the request for nodemailer's 2-minute defaults.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never)
    : null;
  return {
    async send(mail) {
      const row = await opts.prisma.emailOutbox.create({
        data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind, companyId: mail.companyId ?? null },
        select: { id: true },
      });
      if (!transport) {
        opts.logger.info(
          opts.logBodies
            ? `[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`
            : `[mail] "${mail.subject}" to ${mail.to} is kept in the outbox, not sent: set SMTP_URL to deliver mail.`,
        );
        await opts.prisma.emailOutbox.update({ where: { id: row.id }, data: { status: 'LOGGED', sentAt: new Date() } });
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await opts.prisma.emailOutbox.update({ where: { id: row.id }, data: { status: 'SENT', sentAt: new Date() } });
      } catch (err) {
        // The mail stays in the outbox marked FAILED; the action that sent it still succeeds.
        opts.logger.error(`[mail] delivery to ${mail.to} failed`, err);
        await opts.prisma.emailOutbox.update({ where: { id: row.id }, data: { status: 'FAILED', error: String(err) } });
      }
    },
  };
}
