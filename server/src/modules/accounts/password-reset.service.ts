/**
 * "Forgot password?": a mailed, single-use link to choose a new password.
 *
 * - The token is 256 random bits; only its SHA-256 is stored. It works for 30 minutes, once.
 * - A new request spends every earlier link of that user, so only the newest mail works.
 * - The answer is the same whether or not the e-mail belongs to an account, and it does not wait
 *   for the lookup, the token or the mail: the work runs after the answer, so neither the words
 *   nor the time taken tell which e-mails exist.
 * - Choosing the new password spends the link atomically (two parallel redemptions: exactly one
 *   wins), signs out every session of the user, and signs in a new one. The link proves the
 *   mailbox, so an unconfirmed e-mail becomes confirmed.
 */
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { emailSchema } from '../../lib/email.js';
import { fromZodIssues, ValidationError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { newPasswordSchema, passwordConfirmationSchema, withMatchingPasswords } from '../../lib/password-rules.js';
import { rules } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { passwordResetMail } from './accounts.mails.js';
import { createSession } from './accounts.service.js';

export const RESET_TTL_MS = 30 * 60 * 1000;
export const RESET_REQUESTED = "If an account exists for that email, we've sent it a link to choose a new password. The link works for 30 minutes.";
export const RESET_DONE = 'Your password has been changed. Sessions signed in with the old password have been signed out.';
export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or was already used. Ask for a new one.';

/** The request's fields and the reset's, also the REST bodies' (under snake_case names). */
export const requestFields = { email: emailSchema };
const requestSchema = z.object(requestFields);

/** Mails a reset link if `email` has an account; answers the same either way. */
export async function requestPasswordReset(deps: Deps, input: { email?: unknown }, ip: string): Promise<{ message: string }> {
  await deps.rateLimiter.hit(rules.passwordResetPerAddress, ip);
  const parsed = requestSchema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { email } = parsed.data;
  await deps.rateLimiter.hit(rules.passwordResetPerEmail, email);
  // After the answer: see the module comment. A failure is logged; the person can ask again.
  void mailResetLink(deps, email).catch((err) => deps.logger.error('[password reset] could not send the link', err));
  return { message: RESET_REQUESTED };
}

async function mailResetLink(deps: Deps, email: string): Promise<void> {
  const user = await deps.prisma.user.findUnique({ where: { email_duplicateKey: { email, duplicateKey: '' } }, select: { id: true } });
  if (!user) return;
  const token = newToken();
  const now = new Date();
  await deps.prisma.$transaction([
    deps.prisma.userToken.updateMany({ where: { userId: user.id, kind: 'PASSWORD_RESET', usedAt: null }, data: { usedAt: now } }),
    deps.prisma.userToken.create({
      data: { kind: 'PASSWORD_RESET', tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_TTL_MS) },
    }),
  ]);
  await deps.mailer.send(passwordResetMail(deps.config.publicUrl, email, token));
}

export const resetFields = {
  token: z.string({ error: "can't be blank" }).min(1, "can't be blank").max(200, RESET_LINK_INVALID),
  password: newPasswordSchema,
  passwordConfirmation: passwordConfirmationSchema,
};
const resetSchema = withMatchingPasswords(z.object(resetFields));

export type ResetInput = { token?: unknown; password?: unknown; passwordConfirmation?: unknown };

/**
 * Sets the new password from a link, ends every session of the user and returns a new one
 * (`signIn: false` for callers that sign in themselves: the REST shim).
 */
export async function resetPassword(deps: Deps, input: ResetInput, ip: string, opts: { signIn: boolean }): Promise<{ userId: string; token: string | null }> {
  await deps.rateLimiter.hit(rules.passwordResetRedeem, ip);
  const parsed = resetSchema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { token, password } = parsed.data;
  const invalid = () => ValidationError.field('token', RESET_LINK_INVALID);
  const row = await deps.prisma.userToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, kind: true, userId: true, usedAt: true, expiresAt: true },
  });
  if (row?.kind !== 'PASSWORD_RESET' || row.usedAt || row.expiresAt <= new Date()) throw invalid();
  // Hashing is slow on purpose: do it before the transaction, which then only spends and writes.
  const passwordHash = await hashPassword(password);
  const spent = await deps.prisma.$transaction(async (tx) => {
    const now = new Date();
    // The conditional update is the single point of truth: of two parallel redemptions, only
    // one sees the token unspent (the row lock makes the other wait, then match nothing).
    const { count } = await tx.userToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (!count) return false;
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.user.updateMany({ where: { id: row.userId, confirmedAt: null }, data: { confirmedAt: now } });
    await tx.session.updateMany({ where: { userId: row.userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.userToken.updateMany({ where: { userId: row.userId, kind: 'PASSWORD_RESET', usedAt: null }, data: { usedAt: now } });
    return true;
  });
  if (!spent) throw invalid();
  return { userId: row.userId, token: opts.signIn ? await createSession(deps, row.userId) : null };
}
