/** Operations and fixtures shared by the team, permissions and tenant-isolation tests. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Role } from '../../generated/prisma/enums.js';
import type { TeamChangedEvent } from '../../pubsub.js';
import { buildUser } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';

export const gid = (typename: string, id: string) => encodeGlobalID(typename, id);

const ERR = `... on Error { message code } ... on ValidationError { fieldErrors { field messages } }`;

export const INVITE = /* GraphQL */ `
  mutation ($input: InviteTeamMembersInput!) {
    inviteTeamMembers(input: $input) { __typename ... on InviteTeamMembersPayload { message invites { id email role createdAt expiresAt } } ${ERR} }
  }`;
export const ACCEPT = /* GraphQL */ `
  mutation ($token: String!) {
    acceptInvite(input: { token: $token }) { __typename ... on AcceptInvitePayload { company { id name } membership { id role user { email } } } ${ERR} }
  }`;
export const PREVIEW = /* GraphQL */ `
  query ($token: String!) { invitation(token: $token) { companyName email role expired } }`;
export const UPDATE_ROLE = /* GraphQL */ `
  mutation ($id: ID!, $role: Role!) {
    updateMemberRole(input: { membershipId: $id, role: $role }) { __typename ... on UpdateMemberRolePayload { membership { id role } } ${ERR} }
  }`;
export const REMOVE = /* GraphQL */ `
  mutation ($id: ID!) {
    removeMember(input: { membershipId: $id }) { __typename ... on RemoveMemberPayload { message removedMembershipId } ${ERR} }
  }`;
export const REVOKE = /* GraphQL */ `
  mutation ($id: ID!) {
    revokeInvite(input: { inviteId: $id }) { __typename ... on RevokeInvitePayload { message revokedInviteId } ${ERR} }
  }`;
export const TEAM = /* GraphQL */ `
  query ($first: Int = 20, $after: String) {
    viewer { company { id members(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id role user { email } } } }
                       invites(first: 50) { totalCount edges { node { id email role } } } } }
  }`;

/** A user who belongs to `companyId` with `role`; returns its token and membership. */
export async function addMember(t: TestApp, companyId: string, role: Role, opts: { email?: string } = {}) {
  const { user, token } = await buildUser(t, { companyId, role, email: opts.email });
  const membership = await t.prisma.membership.findUniqueOrThrow({ where: { companyId_userId: { companyId, userId: user.id } } });
  return { user, token, membership, gid: gid('Membership', membership.id) };
}

/** The token in the newest invitation mailed to `email` (the link is `${publicUrl}/invite/<token>`). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'team_invite' }, orderBy: { createdAt: 'desc' } });
  return /\/invite\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
}

/** Everything a team or company-settings operation could change in a company, for "nothing changed" checks. */
export async function teamSnapshot(t: TestApp, companyId: string) {
  const [company, memberships, invites, sessions] = await Promise.all([
    t.prisma.company.findUnique({
      where: { id: companyId },
      select: { name: true, slug: true, website: true, size: true, topBarBackground: true, topBarPrimary: true, topBarText: true },
    }),
    t.prisma.membership.findMany({ where: { companyId }, select: { id: true, role: true, userId: true }, orderBy: { id: 'asc' } }),
    t.prisma.invite.findMany({ where: { companyId }, select: { id: true, email: true, role: true, acceptedAt: true }, orderBy: { id: 'asc' } }),
    t.prisma.session.count({ where: { companyId } }),
  ]);
  return { company, memberships, invites, sessions };
}

/**
 * Listens on the company's teamChanged topic; `next()` resolves with the next event or null
 * after `ms`. The first read starts the listener, so call `ready()` before acting.
 */
export function listenTeam(t: TestApp, companyId: string) {
  const iterator = t.deps.pubsub.subscribe('teamChanged', companyId)[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<TeamChangedEvent>> | null = iterator.next();
  return {
    /** Gives the listener (and Redis' SUBSCRIBE) time to be in place. */
    ready: () => new Promise((r) => setTimeout(r, 100)),
    async next(ms = 2000): Promise<TeamChangedEvent | null> {
      const current = pending ?? iterator.next();
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), ms));
      const result = await Promise.race([current, timeout]);
      if (result === null) {
        pending = current;
        return null;
      }
      pending = null;
      return result.value ?? null;
    },
    close: () => iterator.return?.(),
  };
}
