/** Role changes and removals on the team page (the list itself is Company.members). */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { RoleEnum } from '../accounts/index.js';
import * as members from './members.service.js';

/**
 * A Membership's global id → its uuid. Anything else (malformed, another type's id) becomes ""
 * which the service reports as "not found" — after its permission check, so a caller without
 * a token still gets UnauthenticatedError rather than a hint about ids.
 */
function membershipUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Membership' ? id : '';
  } catch {
    return '';
  }
}

const UpdateMemberRoleInput = builder.inputType('UpdateMemberRoleInput', {
  fields: (t) => ({
    membershipId: t.id({ required: true, description: 'Global id of the Membership.' }),
    role: t.field({ type: RoleEnum, required: true }),
  }),
});

const UpdateMemberRolePayload = builder.objectRef<{ membershipId: string }>('UpdateMemberRolePayload').implement({
  fields: (t) => ({
    membership: t.prismaField({
      type: 'Membership',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.membership.findUniqueOrThrow({ ...query, where: { id: p.membershipId } }),
    }),
  }),
});

const RemoveMemberInput = builder.inputType('RemoveMemberInput', {
  fields: (t) => ({ membershipId: t.id({ required: true, description: 'Global id of the Membership.' }) }),
});

const RemoveMemberPayload = builder.objectRef<{ message: string; membershipId: string }>('RemoveMemberPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    removedMembershipId: t.id({
      description: "Global id of the removed Membership (for Relay's @deleteEdge).",
      resolve: (p) => encodeGlobalID('Membership', p.membershipId),
    }),
  }),
});

builder.mutationFields((t) => ({
  updateMemberRole: t.field({
    type: UpdateMemberRolePayload,
    errors: { types: [...commonErrors] },
    description: "Owners change any role; Team Admins any but an Owner's, and never to Owner. One Owner always remains.",
    args: { input: t.arg({ type: UpdateMemberRoleInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await members.updateMemberRole(ctx.deps, ctx.actor, { membershipId: membershipUuid(String(input.membershipId)), role: input.role });
      return { membershipId: m.id };
    },
  }),
  removeMember: t.field({
    type: RemoveMemberPayload,
    errors: { types: [...commonErrors] },
    description: "Removes a member from the caller's company; the last Owner cannot be removed.",
    args: { input: t.arg({ type: RemoveMemberInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await members.removeMember(ctx.deps, ctx.actor, { membershipId: membershipUuid(String(input.membershipId)) });
      return { message: members.MEMBER_REMOVED, membershipId: m.id };
    },
  }),
}));
