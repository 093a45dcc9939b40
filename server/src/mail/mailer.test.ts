import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { buildCompany, uniqueEmail } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createMailer } from './mailer.js';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a random local port that keeps every message it accepts. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    // A plain local relay: no TLS upgrade, no login (what a dev relay like Mailpit offers).
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const logger = createLogger('silent');

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The app's own mailer (deps.mailer) delivers to this SMTP server too.
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
afterEach(() => {
  smtp.received.length = 0;
});

/** A mailer built the way deps.ts builds it, from a validated configuration. */
function mailerFor(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  return createMailer({ prisma: t.prisma, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, logBodies: config.NODE_ENV !== 'production' });
}

const outboxRow = (to: string) => t.prisma.emailOutbox.findFirstOrThrow({ where: { to } });

describe('mailer over SMTP', () => {
  it('delivers through the SMTP server and marks the outbox row SENT', async () => {
    const to = uniqueEmail('smtp');
    const mailer = mailerFor({ SMTP_URL: smtp.url, MAIL_FROM: 'LearnHub <no-reply@learnhub.test>' });
    await mailer.send({ to, subject: 'Hello over SMTP', text: 'The body of the message.', html: '<p>The body of the message.</p>', kind: 'test' });

    expect(smtp.received).toHaveLength(1);
    const msg = smtp.received[0]!;
    expect(msg.to).toEqual([to]);
    expect(msg.from).toBe('no-reply@learnhub.test');
    expect(msg.raw).toMatch(new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm'));
    expect(msg.raw).toMatch(/^Subject: Hello over SMTP\r?$/m);
    expect(msg.raw).toContain('The body of the message.');
    expect(msg.raw).toContain('<p>The body of the message.</p>');

    const row = await outboxRow(to);
    expect(row.status).toBe('SENT');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
  });

  it('accepts nodemailer options in the URL query (ignoreTLS)', async () => {
    const to = uniqueEmail('smtp-query');
    await mailerFor({ SMTP_URL: `${smtp.url}?ignoreTLS=true` }).send({ to, subject: 'With options', text: 'x', kind: 'test' });
    expect(smtp.received.map((m) => m.to)).toEqual([[to]]);
    expect((await outboxRow(to)).status).toBe('SENT');
  });

  it('marks the row FAILED and does not throw when the SMTP server is down', async () => {
    const down = await startSmtpServer();
    await down.close();
    const to = uniqueEmail('smtp-down');
    await expect(mailerFor({ SMTP_URL: down.url }).send({ to, subject: 'Lost?', text: 'Kept in the outbox.', kind: 'test' })).resolves.toBeUndefined();
    const row = await outboxRow(to);
    expect(row.status).toBe('FAILED');
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(row.sentAt).toBeNull();
    // The mail is kept, so it can be read (dev outbox) or re-sent later.
    expect(row.text).toBe('Kept in the outbox.');
  });

  it('logs instead of delivering when SMTP_URL is not set', async () => {
    const to = uniqueEmail('logged');
    await mailerFor({}).send({ to, subject: 'Only logged', text: 'x', kind: 'test' });
    expect(smtp.received).toHaveLength(0);
    const row = await outboxRow(to);
    expect(row.status).toBe('LOGGED');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('prints a mail without SMTP_URL in full in development, and in production only that it was kept', async () => {
    const lines: string[] = [];
    const capture = { info: (msg: string) => lines.push(msg), error: () => {}, debug: () => {} };
    const mail = (to: string) => ({ to, subject: 'Confirm your email address', text: 'Open http://app.test/confirm-email?token=secret-token-1', kind: 'test' });
    const dev = uniqueEmail('dev-log');
    await createMailer({ prisma: t.prisma, from: 'x@y.test', logger: capture, logBodies: true }).send(mail(dev));
    const prod = uniqueEmail('prod-log');
    await createMailer({ prisma: t.prisma, from: 'x@y.test', logger: capture, logBodies: false }).send(mail(prod));
    expect(lines).toEqual([
      `[mail] to ${dev}: Confirm your email address\nOpen http://app.test/confirm-email?token=secret-token-1`,
      `[mail] "Confirm your email address" to ${prod} is kept in the outbox, not sent: set SMTP_URL to deliver mail.`,
    ]);
    // The outbox keeps the whole mail either way.
    expect((await outboxRow(prod)).text).toBe('Open http://app.test/confirm-email?token=secret-token-1');
  });

  it('logs no mailed link when the app runs in production without SMTP_URL', async () => {
    const prodApp = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info' } });
    const printed: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      const email = uniqueEmail('prod-signup');
      const res = await prodApp.rest('POST', '/users', { body: { email, password: 'pw-1234-prod', password_confirmation: 'pw-1234-prod', terms: true } });
      expect(res.status).toBe(201);
      expect(printed).toEqual([`[mail] "Confirm your email address" to ${email} is kept in the outbox, not sent: set SMTP_URL to deliver mail.`]);
    } finally {
      console.log = original;
      await prodApp.close();
    }
  });

  it('sends the sign-up confirmation mail over SMTP when the app is configured with SMTP_URL', async () => {
    const email = uniqueEmail('signup-smtp');
    const res = await t.rest('POST', '/users', { body: { email, password: 'pw-1234-mail', password_confirmation: 'pw-1234-mail', terms: true } });
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([email]);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Confirm your email address\r?$/m);
    expect(smtp.received[0]!.raw).toContain('http://app.test/confirm-email?token=');
    expect((await outboxRow(email)).status).toBe('SENT');
  });

  it("sends a learner's magic link over SMTP; its link and its code, as received, sign in", async () => {
    const { company } = await buildCompany(t);
    const email = uniqueEmail('magic-smtp');
    expect((await t.rest('POST', '/magic_link/generate', { body: { email, company: company.slug } })).status).toBe(202);
    expect(smtp.received).toHaveLength(1);
    // Undo quoted-printable: soft line breaks, then escapes ("=3D" is "=").
    const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(smtp.received[0]!.to).toEqual([email]);
    const link = new URL(new RegExp(`http://app\\.test/${company.slug}/passwordless_sign_in\\?token=[A-Za-z0-9_-]+`).exec(raw)![0]);
    const code = /code on the sign-in page: (\d{6})/.exec(raw)![1];
    const viaLink = await t.rest('GET', `/magic_link/verify?token=${link.searchParams.get('token')}`);
    expect(viaLink.status).toBe(200);
    // The link is spent, so is the code of the same mail.
    expect((await t.rest('POST', '/magic_link/verify_code', { body: { email, company: company.slug, code } })).status).toBe(422);
    expect((await outboxRow(email)).status).toBe('SENT');
  });
});
