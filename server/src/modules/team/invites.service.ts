/**
 * Team invitations: sending (with the role rules of auth/permissions.ts), the public preview
 * behind the mailed link, and accepting. Invite tokens are random and stored hashed.
 */
import { z } from 'zod';
import { noteAudit } from '../../audit/audit-scope.js';
import { requireActor, requirePermission, type StaffActor } from '../../auth/actor.js';
import { canManageMember } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import type { Invite, Membership } from '../../generated/prisma/client.js';
import type { Role } from '../../generated/prisma/enums.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../lib/email.js';
import { ForbiddenError, fromZodIssues, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { inviteMail } from './team.mails.js';
import { parseRole, ROLE_INVALID } from './team.roles.js';
import { assertCanCreate } from '../billing/index.js';

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;
export const MAX_INVITES_PER_REQUEST = 20;
export const INVITES_SENT = 'Invites sent successfully!';
export const INVITE_REVOKED = 'Invitation revoked.';
const INVALID_EMAIL = 'Please enter a valid email address';
const INVALID_INVITE = 'This invitation is invalid or has expired.';
const emailField = z.string({ error: INVALID_EMAIL }).transform(normalizeEmail).pipe(z.string().max(254, INVALID_EMAIL).regex(EMAIL_PATTERN, INVALID_EMAIL));

// Missing, null or "" means the default role; anything else must name a role.
const roleField = z
  .unknown()
  .optional()
  .transform((value, ctx): Role => {
    if (value === undefined || value === null || value === '') return 'MEMBER';
    const role = parseRole(value);
    if (!role) ctx.addIssue({ code: 'custom', message: ROLE_INVALID });
    return role ?? 'MEMBER';
  });

/** The invite rows, also the REST body's `invites`. */
export const invitesField = z
  .array(z.object({ email: emailField, role: roleField }, { error: 'Each invite needs an email address.' }), { error: 'Send a list of invites.' })
  .min(1, 'Add at least one email address.')
  .max(MAX_INVITES_PER_REQUEST, `You can invite at most ${MAX_INVITES_PER_REQUEST} people at a time.`);
const inviteSchema = z.object({ invites: invitesField }, { error: 'Send a list of invites.' });

/** Validates every row, then replaces pending invites for those e-mails and mails each a link. */
export async function inviteTeamMembers(deps: Deps, actor: StaffActor | null, input: unknown): Promise<{ message: string; invites: Invite[] }> {
  const a = requirePermission(actor, 'team.manage');
  await assertCanCreate(deps, a.companyId);
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, parsed.error.issues[0]?.message);
  const rows = parsed.data.invites;
  // Team Admins may invite anyone except as Owner (canManageMember: only Owners make Owners).
  if (rows.some((r) => !canManageMember(a.role, r.role, r.role))) throw new ForbiddenError('Only an Owner can invite someone as Owner.');

  const emails = rows.map((r) => r.email);
  const members = await deps.prisma.membership.findMany({
    where: { companyId: a.companyId, user: { email: { in: emails } } },
    select: { user: { select: { email: true } } },
  });
  const memberEmails = new Set(members.map((m) => m.user.email));
  const fieldErrors: FieldErrors = {};
  let summary = '';
  const fail = (i: number, message: string, full: string) => {
    const key = `invites.${i}.email`;
    fieldErrors[key] = [...(fieldErrors[key] ?? []), message];
    summary ||= full;
  };
  rows.forEach((r, i) => {
    if (emails.indexOf(r.email) !== i) fail(i, 'is listed more than once', `${r.email} is listed more than once.`);
    else if (memberEmails.has(r.email)) fail(i, 'is already a member of this team', `${r.email} is already a member of this team.`);
  });
  if (summary) throw new ValidationError(summary, fieldErrors);

  await deps.rateLimiter.hit(rules.teamInvite, a.companyId);
  const company = await deps.prisma.company.findUniqueOrThrow({ where: { id: a.companyId }, select: { name: true } });
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  const sending = rows.map((r) => ({ ...r, token: newToken() }));
  const [, ...invites] = await deps.prisma.$transaction([
    // A new invite replaces any earlier unaccepted one, so only the newest link works.
    deps.prisma.invite.deleteMany({ where: { companyId: a.companyId, email: { in: emails }, acceptedAt: null } }),
    ...sending.map((r) =>
      deps.prisma.invite.create({
        data: { companyId: a.companyId, email: r.email, role: r.role, tokenHash: hashToken(r.token), invitedById: a.userId, expiresAt },
      }),
    ),
  ]);
  for (const r of sending) {
    await deps.mailer.send(
      inviteMail({ publicUrl: deps.config.publicUrl, to: r.email, token: r.token, companyName: company.name, companyId: a.companyId, role: r.role }),
    );
  }
  noteAudit({ after: { invites: sending.map((r) => ({ email: r.email, role: r.role })) } });
  deps.pubsub.publish('teamChanged', a.companyId, { companyId: a.companyId, change: 'INVITED', membershipId: null });
  return { message: INVITES_SENT, invites: invites as Invite[] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Withdraws a pending invite of the caller's company (inviteId is the raw uuid); deleting the row
 * kills its link. Another company's, an accepted or an unknown invite is "not found".
 */
export async function revokeInvite(deps: Deps, actor: StaffActor | null, input: { inviteId: string }): Promise<Invite> {
  const a = requirePermission(actor, 'team.manage');
  const notFound = () => new NotFoundError('Invitation not found.');
  // A malformed id is "not found" too: never a database error, never a hint.
  if (!UUID.test(input.inviteId)) throw notFound();
  const where = { id: input.inviteId, companyId: a.companyId, acceptedAt: null };
  const invite = await deps.prisma.invite.findFirst({ where });
  if (!invite) throw notFound();
  // Same rule as inviting: only Owners deal in Owner invitations.
  if (!canManageMember(a.role, invite.role)) throw new ForbiddenError('Only an Owner can revoke an Owner invitation.');
  // Guarded by acceptedAt: null, so an accept that wins the race keeps its membership and we report not found.
  const { count } = await deps.prisma.invite.deleteMany({ where });
  if (count !== 1) throw notFound();
  deps.pubsub.publish('teamChanged', a.companyId, { companyId: a.companyId, change: 'INVITE_REVOKED', membershipId: null });
  return invite;
}

export type InvitationPreview = { companyName: string; email: string; role: Role; expired: boolean };

/** What the accept page shows for a token; null when no unaccepted invite has it. No sign-in needed. */
export async function invitationPreview(deps: Deps, token: string): Promise<InvitationPreview | null> {
  if (!token || token.length > 200) return null;
  const invite = await deps.prisma.invite.findUnique({ where: { tokenHash: hashToken(token) }, include: { company: { select: { name: true } } } });
  if (!invite || invite.acceptedAt) return null;
  return { companyName: invite.company.name, email: invite.email, role: invite.role, expired: invite.expiresAt <= new Date() };
}

/**
 * Joins the invite's company as the signed-in user (whose e-mail must be the invited one) and
 * points the caller's session at it. Already a member: the existing role is kept.
 */
export async function acceptInvite(deps: Deps, actor: StaffActor | null, token: unknown): Promise<Membership> {
  const a = requireActor(actor);
  const invalid = () => ValidationError.field('token', INVALID_INVITE);
  if (typeof token !== 'string' || !token || token.length > 200) throw invalid();
  const invite = await deps.prisma.invite.findUnique({ where: { tokenHash: hashToken(token) } });
  const now = new Date();
  if (!invite || invite.acceptedAt || invite.expiresAt <= now) throw invalid();
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: a.userId }, select: { email: true, duplicateKey: true } });
  // A duplicate sign-up (accounts.service.ts) does not own its e-mail: only the owner's account may join.
  if (user.email !== invite.email || user.duplicateKey) throw new ForbiddenError('This invitation was sent to another email address.');

  const membership = await deps.prisma.$transaction(async (tx) => {
    // Claiming the invite first makes the link single use even when two accepts race.
    const claimed = await tx.invite.updateMany({ where: { id: invite.id, acceptedAt: null }, data: { acceptedAt: now } });
    if (claimed.count !== 1) throw invalid();
    const existing = await tx.membership.findUnique({ where: { companyId_userId: { companyId: invite.companyId, userId: a.userId } } });
    const m = existing ?? (await tx.membership.create({ data: { companyId: invite.companyId, userId: a.userId, role: invite.role } }));
    if (!existing) await deps.events.emit(tx, 'member.joined', { companyId: invite.companyId, membershipId: m.id, userId: a.userId, role: m.role });
    // The link reached this address, which proves the user owns it.
    await tx.user.updateMany({ where: { id: a.userId, confirmedAt: null }, data: { confirmedAt: now } });
    await tx.session.update({ where: { id: a.sessionId }, data: { companyId: invite.companyId } });
    return m;
  });
  noteAudit({ companyId: invite.companyId, target: { type: 'Membership', id: membership.id }, after: { role: membership.role } });
  deps.pubsub.publish('teamChanged', invite.companyId, { companyId: invite.companyId, change: 'JOINED', membershipId: membership.id });
  return membership;
}
