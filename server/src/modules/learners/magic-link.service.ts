/**
 * Magic-link sign-in for learners (audience.md §4 "Magic link"; issue: best current practice).
 *
 * - A link carries a 256-bit token; only its SHA-256 is stored. It works once, for 15 minutes,
 *   and asking for a new one spends every earlier link of that e-mail at that company.
 * - Opening the link spends nothing: it opens the hub's sign-in page, whose "Continue" button
 *   redeems it. Mail scanners that fetch links therefore cannot use them up.
 * - The same mail carries a 6-digit code to type instead (another device, a link that won't
 *   open). It is hashed with its link's id; five wrong codes spend the link.
 * - Redeeming is one atomic UPDATE … WHERE "usedAt" IS NULL: of two parallel redemptions
 *   exactly one gets a session.
 * - Any e-mail may sign in to a company's hub: the learner is created at the first redemption
 *   (the mail proves the address). So the answer to a request is always the same, and the mail
 *   is always sent; what a learner may open is decided per material (visibility, access list).
 * - Rate limits per e-mail and per address, with messages that say which.
 */
import { currentHostCompany, domainOrigin } from '../domains/index.js';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isHubPagePath } from '@learnhub/content';
import { z } from 'zod';
import { LEARNER_SESSION_DAYS, type LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { emailSchema } from '../../lib/email.js';
import { fromZodIssues, ValidationError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { HUB_NOT_FOUND, hubCompany } from '../hub/index.js';
import { mergeProvenGuest } from './guest-merge.js';
import { magicLinkMail, magicLinkPath } from './magic-link.mails.js';

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
export const MAX_CODE_TRIES = 5;
export const MAGIC_LINK_SENT = "Check your Email! We've sent a new login link to your email inbox. Please click the link in the button to sign in.";
export const LINK_INVALID = 'This sign-in link is invalid, has expired or was already used. Ask for a new one.';
export const CODE_INVALID = 'This code is not right, or it has expired. Check the last mail we sent, or ask for a new link.';
export { HUB_NOT_FOUND };

const companyField = z.string({ error: "can't be blank" }).trim().min(1, "can't be blank").max(64);
/** Where the mailed link brings the learner after signing in: a path of that company's hub. */
const returnToField = z
  .string()
  .max(500, 'is too long (maximum is 500 characters)')
  .regex(/^\/[^/\\]/, 'must be a path of the hub, like /{workspace}/hub/{material}')
  .nullish();
/** The request's fields, also the REST body's. */
export const requestFields = { email: emailSchema, company: companyField, return_to: returnToField };
export const codeFields = {
  email: emailSchema,
  company: companyField,
  code: z
    .string({ error: "can't be blank" })
    .trim()
    .regex(/^\d{6}$/, 'must be the 6 digits from the mail'),
};

export type LearnerSignIn = { token: string; learnerId: string; companyId: string; verified: boolean };

const codeHash = (linkId: string, code: string) => hashToken(`${linkId}:${code}`);

/** Mails a sign-in link and code to `email` for the company's hub. The answer never depends on the e-mail. */
export async function requestMagicLink(
  deps: Deps,
  input: { email?: unknown; company?: unknown; return_to?: unknown },
  ip: string,
): Promise<{ message: string }> {
  await deps.rateLimiter.hit(rules.magicLinkPerAddress, ip);
  const parsed = z.object(requestFields).safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { email } = parsed.data;
  const company = await hubCompany(deps, parsed.data.company);
  const returnTo = parsed.data.return_to ?? null;
  // Only a page of this company's hub: the link must not become a way to send people elsewhere.
  if (returnTo && !isHubPagePath(returnTo, company.slug)) throw ValidationError.field('return_to', 'must be a page of this hub');
  await deps.rateLimiter.hit(rules.magicLinkPerEmail, `${company.id}:${email}`);
  const token = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const now = new Date();
  await deps.prisma.$transaction([
    // A new link spends the earlier ones.
    deps.prisma.magicLinkToken.updateMany({ where: { companyId: company.id, email, usedAt: null }, data: { usedAt: now } }),
    deps.prisma.magicLinkToken.create({
      data: {
        id,
        companyId: company.id,
        email,
        tokenHash: hashToken(token),
        codeHash: codeHash(id, code),
        expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MS),
      },
    }),
  ]);
  // The mailer keeps the mail in the outbox (a delivery failure is logged there, not thrown).
  // Asked on the company's custom domain: the link comes back to it (the learner's cookie is there).
  const host = currentHostCompany();
  const origin = host ? domainOrigin(deps.config, host.domain) : deps.config.publicUrl;
  await deps.mailer.send({ ...magicLinkMail(origin, email, company, token, code, returnTo), companyId: company.id });
  return { message: MAGIC_LINK_SENT };
}

/** The hub sign-in page a link's token belongs on (`/{company}/passwordless_sign_in?token=`); null when unknown. Spends nothing. */
export async function signInPageOf(deps: Deps, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || !token.trim() || token.length > 200) return null;
  const link = await deps.prisma.magicLinkToken.findUnique({ where: { tokenHash: hashToken(token.trim()) }, select: { company: { select: { slug: true } } } });
  return link ? magicLinkPath(link.company.slug, token.trim()) : null;
}

/**
 * Spends a link (the "Continue" press) and signs its learner in. `guest`: the caller's current
 * learner session, if any; a guest of the same e-mail in this browser is merged (guest-merge.ts).
 */
export async function redeemMagicLink(deps: Deps, input: { token?: unknown }, ip: string, guest: LearnerActor | null = null): Promise<LearnerSignIn> {
  await deps.rateLimiter.hit(rules.magicLinkRedeem, ip);
  const token = typeof input.token === 'string' ? input.token.trim() : '';
  if (!token || token.length > 200) throw ValidationError.field('token', LINK_INVALID);
  const spent = await deps.prisma.$queryRaw<{ companyId: string; email: string }[]>`
    UPDATE "MagicLinkToken" SET "usedAt" = now()
    WHERE "tokenHash" = ${hashToken(token)} AND "usedAt" IS NULL AND "expiresAt" > now()
    RETURNING "companyId", "email"`;
  if (!spent[0]) throw ValidationError.field('token', LINK_INVALID);
  await mergeProvenGuest(deps, guest, spent[0].companyId, spent[0].email);
  return signIn(deps, spent[0].companyId, spent[0].email);
}

/** Signs in with the code of the latest link mailed to `email`; wrong codes count against that link. */
export async function redeemMagicCode(
  deps: Deps,
  input: { email?: unknown; company?: unknown; code?: unknown },
  ip: string,
  guest: LearnerActor | null = null,
): Promise<LearnerSignIn> {
  await deps.rateLimiter.hit(rules.magicLinkRedeem, ip);
  const parsed = z.object(codeFields).safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { email, code } = parsed.data;
  const company = await hubCompany(deps, parsed.data.company);
  const link = await deps.prisma.magicLinkToken.findFirst({
    where: { companyId: company.id, email, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, codeHash: true },
  });
  if (!link?.codeHash) throw ValidationError.field('code', CODE_INVALID);
  if (!timingSafeEqual(Buffer.from(link.codeHash), Buffer.from(codeHash(link.id, code)))) {
    // Counted in one statement, so parallel guesses cannot slip past the limit.
    await deps.prisma.$executeRaw`
      UPDATE "MagicLinkToken" SET "codeTries" = "codeTries" + 1,
        "usedAt" = CASE WHEN "codeTries" + 1 >= ${MAX_CODE_TRIES} THEN now() ELSE "usedAt" END
      WHERE "id" = ${link.id}::uuid AND "usedAt" IS NULL`;
    throw ValidationError.field('code', CODE_INVALID);
  }
  const spent = await deps.prisma.$executeRaw`
    UPDATE "MagicLinkToken" SET "usedAt" = now() WHERE "id" = ${link.id}::uuid AND "usedAt" IS NULL AND "expiresAt" > now()`;
  if (spent !== 1) throw ValidationError.field('code', CODE_INVALID);
  await mergeProvenGuest(deps, guest, company.id, email);
  return signIn(deps, company.id, email);
}

/** The learner of that e-mail at that company (created the first time) with a new session. */
async function signIn(deps: Deps, companyId: string, email: string): Promise<LearnerSignIn> {
  const where = { companyId_email_guestKey: { companyId, email, guestKey: '' } };
  const learner = await deps.prisma.$transaction(async (tx) => {
    // Two first sign-ins racing (link and code, two tabs): the unique index decides; only the one
    // that made the row tells integrators (learner.created), the other reads it.
    const made = await tx.learner.createMany({ data: [{ companyId, email }], skipDuplicates: true });
    const row = await tx.learner.findUniqueOrThrow({ where, select: { id: true } });
    if (made.count === 1) await deps.events.emit(tx, 'learner.created', { companyId, learnerId: row.id });
    return row;
  });
  return { token: await createLearnerSession(deps, companyId, learner.id, true), learnerId: learner.id, companyId, verified: true };
}

export async function createLearnerSession(deps: Deps, companyId: string, learnerId: string, verified: boolean): Promise<string> {
  const token = newToken();
  await deps.prisma.learnerSession.create({
    data: { companyId, learnerId, verified, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LEARNER_SESSION_DAYS * 86_400_000) },
  });
  return token;
}

/** Ends this learner session: its token stops working at once. */
export async function signOutLearner(deps: Deps, learner: LearnerActor): Promise<void> {
  await deps.prisma.learnerSession.update({ where: { id: learner.sessionId }, data: { revokedAt: new Date() } });
}
