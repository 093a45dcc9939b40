/**
 * Sign-up, sign-in, sign-out, e-mail confirmation. Staff tokens are random, stored hashed,
 * and sent as Bearer tokens; sign-out revokes the token on the server.
 */
import { z } from 'zod';
import { auditIp } from '../../audit/audit-scope.js';
import type { Deps } from '../../deps.js';
import { fromZodIssues, isUniqueViolation, RateLimitedError, UnauthenticatedError, ValidationError } from '../../lib/errors.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/passwords.js';
import { newPasswordSchema, passwordConfirmationSchema, withMatchingPasswords } from '../../lib/password-rules.js';
import { rules } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { normalizeEmail, emailSchema } from '../../lib/email.js';
import { repeatedSignUpMail, verificationMail } from './accounts.mails.js';

const VERIFICATION_TTL_MS = 3 * 24 * 3600 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The sign-up fields, also the REST body's (under its snake_case names). */
export const signUpFields = {
  email: emailSchema,
  password: newPasswordSchema,
  passwordConfirmation: passwordConfirmationSchema,
  terms: z.literal(true, { error: 'must be accepted' }),
};
const signUpSchema = withMatchingPasswords(z.object(signUpFields));
export type AuthResult = { token: string; userId: string };

/**
 * Creates an account, signs it in and mails a confirmation link.
 *
 * A registered e-mail is answered exactly like a new one, so sign-up tells nobody who has an
 * account here (the contract's `201 { token }` leaves no other way to answer alike): the caller
 * gets a session of a *duplicate* account (`User.duplicateKey`), which onboards like any new
 * account but is never mailed a confirmation link, so it can never be confirmed; sign-in, password
 * resets, Google and invitations only ever reach the account that owns the e-mail. The owner is
 * mailed instead, with the way to sign in or choose a new password. A duplicate is kept as any
 * unconfirmed account is (it may have onboarded a company of its own); it reaches nobody's data.
 */
export async function signUp(deps: Deps, input: unknown, ip: string): Promise<AuthResult> {
  await deps.rateLimiter.hit(rules.signUp, ip);
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { email, password } = parsed.data;
  // Hashed before the look-up so a registered e-mail costs the same time as a new one.
  const passwordHash = await hashPassword(password);
  const create = (duplicateKey: string) =>
    deps.prisma.user.create({
      data: { email, duplicateKey, passwordHash, termsAcceptedAt: new Date(), profile: { create: {} } },
      select: { id: true },
    });
  const registered = await deps.prisma.user.findUnique({ where: { email_duplicateKey: { email, duplicateKey: '' } }, select: { id: true } });
  let user = registered ? null : await create('').catch(nullOnUniqueViolation);
  // Registered already (or two sign-ups raced for one address and the other won).
  const duplicate = !user;
  user ??= await create(newToken());
  if (duplicate) await mailOwnerOfRepeatedSignUp(deps, email);
  else await sendVerification(deps, user.id, email);
  return { token: await createSession(deps, user.id), userId: user.id };
}

const nullOnUniqueViolation = (err: unknown) => {
  if (isUniqueViolation(err)) return null;
  throw err;
};

/** At most a few a day per e-mail, so repeated sign-ups cannot flood the owner's inbox. */
async function mailOwnerOfRepeatedSignUp(deps: Deps, email: string): Promise<void> {
  try {
    await deps.rateLimiter.hit(rules.repeatedSignUpMail, email);
  } catch (err) {
    if (err instanceof RateLimitedError) return;
    throw err;
  }
  await deps.mailer.send(repeatedSignUpMail(deps.config.publicUrl, email));
}

/** Checks credentials; the same message for an unknown e-mail and a wrong password. */
export async function signIn(deps: Deps, input: { email?: unknown; password?: unknown }, ip: string): Promise<AuthResult> {
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
  await deps.rateLimiter.hit(rules.signInPerAddress, ip);
  await deps.rateLimiter.hit(rules.signIn, `${ip}:${email}`);
  if (email) await deps.rateLimiter.hit(rules.signInPerAccount, email);
  if (!email || typeof input.password !== 'string' || !input.password) throw new UnauthenticatedError(INVALID_CREDENTIALS);
  const user = await deps.prisma.user.findUnique({ where: { email_duplicateKey: { email, duplicateKey: '' } }, select: { id: true, passwordHash: true } });
  // Verify against a dummy hash for unknown users so timing does not reveal which e-mails exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), input.password);
  if (!user?.passwordHash || !ok) throw new UnauthenticatedError(INVALID_CREDENTIALS);
  return { token: await createSession(deps, user.id), userId: user.id };
}

/** The user a sign-in answered for, with their profile (REST answers it beside the token). */
export async function userWithProfile(deps: Deps, userId: string) {
  return deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true } });
}

/** Revokes the session behind this token. */
export async function signOut(deps: Deps, sessionId: string): Promise<void> {
  await deps.prisma.session.update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
}

/** A new session acting for the user's first company (if any). Returns the raw token. */
export async function createSession(deps: Deps, userId: string, companyId?: string): Promise<string> {
  const company =
    companyId ?? (await deps.prisma.membership.findFirst({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { companyId: true } }))?.companyId ?? null;
  const token = newToken();
  await deps.prisma.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      companyId: company,
      expiresAt: new Date(Date.now() + deps.config.SESSION_TTL_DAYS * 24 * 3600 * 1000),
    },
  });
  // A sign-in is audited in the company the session acts for (none yet: nothing to audit in).
  if (company) await deps.audit.append({ companyId: company, actor: { type: 'user', userId }, action: 'signIn', ip: auditIp() });
  return token;
}

/** Mails a fresh confirmation link (older links keep working until they expire). */
export async function sendVerification(deps: Deps, userId: string, email: string): Promise<void> {
  const token = newToken();
  await deps.prisma.userToken.create({
    data: { kind: 'EMAIL_VERIFICATION', tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) },
  });
  await deps.mailer.send(verificationMail(deps.config.publicUrl, email, token));
}

/** "Resend" on the verify-email page. */
export async function resendVerification(deps: Deps, userId: string): Promise<{ message: string }> {
  await deps.rateLimiter.hit(rules.resend, userId);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, confirmedAt: true, duplicateKey: true } });
  if (user.confirmedAt) return { message: 'Your email is already confirmed.' };
  // A duplicate's "resend" reaches the owner again (signUp), answered alike.
  if (user.duplicateKey) await mailOwnerOfRepeatedSignUp(deps, user.email);
  else await sendVerification(deps, userId, user.email);
  return { message: "We've sent a new verification email." };
}

/** The link in the verification mail: sets confirmed_at once; the token is single use. */
export async function confirmEmail(deps: Deps, token: unknown): Promise<{ userId: string }> {
  const invalid = () => ValidationError.field('token', 'This confirmation link is invalid or has expired.');
  if (typeof token !== 'string' || !token) throw invalid();
  const row = await deps.prisma.userToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { confirmedAt: true } } },
  });
  if (row?.kind !== 'EMAIL_VERIFICATION') throw invalid();
  // Opening the link again (a reload, a mail client's preview) after it worked is not an error.
  if (row.usedAt && row.user.confirmedAt) return { userId: row.userId };
  if (row.usedAt || row.expiresAt <= new Date()) throw invalid();
  const now = new Date();
  await deps.prisma.$transaction([
    deps.prisma.userToken.update({ where: { id: row.id }, data: { usedAt: now } }),
    deps.prisma.user.updateMany({ where: { id: row.userId, confirmedAt: null }, data: { confirmedAt: now } }),
  ]);
  return { userId: row.userId };
}
