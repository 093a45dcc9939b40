/** Invite node, Company.invites, the public invitation preview, and invite/accept/revoke mutations. */
import { z } from 'zod';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { permittedCompanyId } from '../../graphql/tenancy.js';
import { RoleEnum, viewerCanManageRole } from '../accounts/index.js';
import * as invites from './invites.service.js';
import { MEMBER_ORDER } from './members.service.js';

export const InviteNode = builder.prismaNode('Invite', {
  id: { field: 'id' },
  // Tenant-scoped like Membership: node(id) with another company's invite finds nothing.
  findUnique: (id, ctx) => ({ id, companyId: permittedCompanyId(ctx, 'team.read') }),
  nullable: true,
  fields: (t) => ({
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    viewerCanManage: t.boolean({
      description: 'Whether the viewer may withdraw this invitation.',
      resolve: (invite, _args, ctx) => viewerCanManageRole(ctx.actor, invite.role),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  invites: t.relatedConnection('invites', {
    cursor: 'id',
    totalCount: true,
    authScopes: { permission: 'team.read' },
    description: 'Pending invitations: not accepted and not expired, oldest first.',
    query: () => ({ where: { acceptedAt: null, expiresAt: { gt: new Date() } }, orderBy: MEMBER_ORDER }),
  }),
}));

const InvitationPreview = builder.objectRef<invites.InvitationPreview>('InvitationPreview').implement({
  description: 'What the accept-invitation page shows before the invitee signs in.',
  fields: (t) => ({
    companyName: t.exposeString('companyName'),
    email: t.exposeString('email'),
    role: t.field({ type: RoleEnum, resolve: (p) => p.role }),
    expired: t.exposeBoolean('expired'),
  }),
});

builder.queryFields((t) => ({
  invitation: t.field({
    type: InvitationPreview,
    nullable: true,
    description: 'The invitation behind a mailed link; null when the token is unknown or already used. Works without sign-in.',
    // Tokens are 43 characters; anything far longer is refused before touching the database.
    args: { token: t.arg.string({ required: true, validate: z.string().max(128, 'token: at most 128 characters') }) },
    resolve: (_root, { token }, ctx) => invites.invitationPreview(ctx.deps, token),
  }),
}));

const InviteInput = builder.inputType('InviteInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: false, defaultValue: 'MEMBER' }),
  }),
});

const InviteTeamMembersInput = builder.inputType('InviteTeamMembersInput', {
  fields: (t) => ({ invites: t.field({ type: [InviteInput], required: true }) }),
});

const InviteTeamMembersPayload = builder.objectRef<Awaited<ReturnType<typeof invites.inviteTeamMembers>>>('InviteTeamMembersPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    invites: t.field({ type: [InviteNode], resolve: (p) => p.invites }),
  }),
});

const AcceptInviteInput = builder.inputType('AcceptInviteInput', {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

const AcceptInvitePayload = builder.objectRef<{ companyId: string; membershipId: string }>('AcceptInvitePayload').implement({
  fields: (t) => ({
    company: t.prismaField({
      type: 'Company',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.company.findUniqueOrThrow({ ...query, where: { id: p.companyId } }),
    }),
    membership: t.prismaField({
      type: 'Membership',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.membership.findUniqueOrThrow({ ...query, where: { id: p.membershipId } }),
    }),
  }),
});

/** An Invite's global id → its uuid; anything else is "" (the service answers "not found" after its permission check). */
function inviteUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Invite' ? id : '';
  } catch {
    return '';
  }
}

const RevokeInviteInput = builder.inputType('RevokeInviteInput', {
  fields: (t) => ({ inviteId: t.id({ required: true, description: 'Global id of the pending Invite.' }) }),
});

const RevokeInvitePayload = builder.objectRef<{ message: string; inviteId: string }>('RevokeInvitePayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    revokedInviteId: t.id({
      description: "Global id of the revoked Invite (for Relay's @deleteEdge).",
      resolve: (p) => encodeGlobalID('Invite', p.inviteId),
    }),
  }),
});

builder.mutationFields((t) => ({
  revokeInvite: t.field({
    type: RevokeInvitePayload,
    errors: { types: [...commonErrors] },
    description: 'Withdraws a pending invitation so its link stops working. Team Admins cannot revoke an Owner invitation.',
    args: { input: t.arg({ type: RevokeInviteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const invite = await invites.revokeInvite(ctx.deps, ctx.actor, { inviteId: inviteUuid(String(input.inviteId)) });
      return { message: invites.INVITE_REVOKED, inviteId: invite.id };
    },
  }),
  inviteTeamMembers: t.field({
    type: InviteTeamMembersPayload,
    errors: { types: [...commonErrors] },
    description: "Mails each address a link to join the caller's company (1–20 rows; role defaults to MEMBER).",
    args: { input: t.arg({ type: InviteTeamMembersInput, required: true }) },
    resolve: (_root, { input }, ctx) => invites.inviteTeamMembers(ctx.deps, ctx.actor, input),
  }),
  acceptInvite: t.field({
    type: AcceptInvitePayload,
    errors: { types: [...commonErrors] },
    description: "Joins the invitation's company; the caller's session then acts for it.",
    args: { input: t.arg({ type: AcceptInviteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await invites.acceptInvite(ctx.deps, ctx.actor, input.token);
      // The session now acts for the joined company: let the payload resolve as that member.
      ctx.actor = { ...ctx.actor!, companyId: m.companyId, role: m.role };
      return { companyId: m.companyId, membershipId: m.id };
    },
  }),
}));
