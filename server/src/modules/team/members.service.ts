/**
 * The team list, role changes and removals. Every lookup is narrowed to the actor's company,
 * so another company's membership id is simply "not found"; role rules come from
 * auth/permissions.ts and a company always keeps at least one Owner.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import { noteAudit } from '../../audit/audit-scope.js';
import { canManageMember } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import type { Membership, Prisma } from '../../generated/prisma/client.js';
import type { Role } from '../../generated/prisma/enums.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseRole, ROLE_INVALID } from './team.roles.js';

export const LAST_OWNER = 'A company must keep at least one Owner.';
export const MEMBER_REMOVED = 'Member removed successfully.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The team table's order (oldest first, id breaks ties) — the same for GraphQL and REST. */
export const MEMBER_ORDER: Prisma.MembershipOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

type Tx = Prisma.TransactionClient;

/** A member's row with their user and profile (what the team table shows). */
const WITH_USER = { user: { include: { profile: true } } } as const;

/** One page of the caller's team, with each member's user and profile. */
export async function listMembers(deps: Deps, actor: StaffActor | null, page: { page: number; limit: number }) {
  const a = requirePermission(actor, 'team.read');
  const where = { companyId: a.companyId };
  const [total, members] = await deps.prisma.$transaction([
    deps.prisma.membership.count({ where }),
    deps.prisma.membership.findMany({
      where,
      orderBy: MEMBER_ORDER,
      skip: (page.page - 1) * page.limit,
      take: page.limit,
      include: WITH_USER,
    }),
  ]);
  return { total, members };
}

/** A member with their user and profile, as listMembers gives them: for a membership a service of this module just returned. */
export async function memberWithUser(deps: Deps, membershipId: string) {
  return deps.prisma.membership.findUniqueOrThrow({ where: { id: membershipId }, include: WITH_USER });
}

/**
 * Team changes for one company run one at a time: the company row is locked first, so two
 * Owners demoting each other at once cannot leave the company with none.
 */
async function lockTeam(tx: Tx, companyId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${companyId}::uuid FOR UPDATE`;
}

async function findMember(tx: Tx, companyId: string, membershipId: string): Promise<Membership> {
  // A malformed id is "not found" too: never a database error, never a hint.
  const m = UUID.test(membershipId) ? await tx.membership.findFirst({ where: { id: membershipId, companyId } }) : null;
  if (!m) throw new NotFoundError('Member not found.');
  return m;
}

async function isLastOwner(tx: Tx, target: Membership): Promise<boolean> {
  if (target.role !== 'OWNER') return false;
  return (await tx.membership.count({ where: { companyId: target.companyId, role: 'OWNER' } })) <= 1;
}

function forbidRoleChange(actorRole: Role, target: Membership, role: Role): void {
  if (canManageMember(actorRole, target.role, role)) return;
  throw new ForbiddenError(target.role === 'OWNER' ? "Only an Owner can change an Owner's role." : 'Only an Owner can make someone an Owner.');
}

/** Changes a member's role in the caller's company (membershipId is the raw uuid). */
export async function updateMemberRole(deps: Deps, actor: StaffActor | null, input: { membershipId: string; role: unknown }): Promise<Membership> {
  const a = requirePermission(actor, 'team.manage');
  const role = parseRole(input.role);
  const { membership, changed } = await deps.prisma.$transaction(async (tx) => {
    await lockTeam(tx, a.companyId);
    const target = await findMember(tx, a.companyId, input.membershipId);
    if (!role) throw ValidationError.field('role', ROLE_INVALID);
    forbidRoleChange(a.role, target, role);
    noteAudit({ target: { type: 'Membership', id: target.id }, before: { role: target.role }, after: { role } });
    if (target.role === role) return { membership: target, changed: false };
    if (role !== 'OWNER' && (await isLastOwner(tx, target))) throw ValidationError.field('role', LAST_OWNER);
    return { membership: await tx.membership.update({ where: { id: target.id }, data: { role } }), changed: true };
  });
  if (changed) deps.pubsub.publish('teamChanged', a.companyId, { companyId: a.companyId, change: 'ROLE_CHANGED', membershipId: membership.id });
  return membership;
}

/**
 * Removes a member from the caller's company. Their sessions acting for this company are
 * detached (companyId set to null) rather than revoked: the account is theirs, not the
 * company's, so they stay signed in for their profile and any other company they belong to,
 * but can no longer act for this one.
 */
export async function removeMember(deps: Deps, actor: StaffActor | null, input: { membershipId: string }): Promise<Membership> {
  const a = requirePermission(actor, 'team.manage');
  const removed = await deps.prisma.$transaction(async (tx) => {
    await lockTeam(tx, a.companyId);
    const target = await findMember(tx, a.companyId, input.membershipId);
    if (!canManageMember(a.role, target.role)) throw new ForbiddenError('Only an Owner can remove an Owner.');
    if (await isLastOwner(tx, target)) throw new ValidationError(LAST_OWNER); // not about any one field
    await tx.membership.delete({ where: { id: target.id } });
    noteAudit({ target: { type: 'Membership', id: target.id }, before: { userId: target.userId, role: target.role } });
    await deps.events.emit(tx, 'member.removed', { companyId: a.companyId, membershipId: target.id, userId: target.userId });
    // Their open pages learn why on their next load (Viewer.removedFromCompanyName).
    const company = await tx.company.findUniqueOrThrow({ where: { id: a.companyId }, select: { name: true } });
    await tx.session.updateMany({ where: { userId: target.userId, companyId: a.companyId }, data: { companyId: null, removedFromCompanyName: company.name } });
    return target;
  });
  deps.pubsub.publish('teamChanged', a.companyId, { companyId: a.companyId, change: 'REMOVED', membershipId: removed.id });
  return removed;
}
