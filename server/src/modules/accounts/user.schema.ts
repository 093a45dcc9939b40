/** The signed-in staff user as GraphQL sees it: Viewer, User, Profile, Role. */
import { actorCan, type StaffActor } from '../../auth/actor.js';
import { canManageMember, type Permission } from '../../auth/permissions.js';
import { builder } from '../../graphql/builder.js';
import { NO_ROW, permittedCompanyId } from '../../graphql/tenancy.js';
import { uploadUrl } from '../../uploads/storage.js';
import { displayName } from './display-name.js';

const ROLES = ['OWNER', 'TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'] as const;
export const RoleEnum = builder.enumType('Role', { values: ROLES });

builder.prismaObject('Profile', {
  select: { id: true },
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    industryName: t.exposeString('industryName', { nullable: true }),
    industryRole: t.exposeString('industryRole', { nullable: true }),
    avatarUrl: t.string({ nullable: true, select: { avatarKey: true }, resolve: (p) => uploadUrl(p.avatarKey) }),
    activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaNode('User', {
  id: { field: 'id' },
  // Select mode: only requested columns are read (never passwordHash unless hasPassword is asked).
  select: { id: true },
  // Readable by the user and by members of a company the user belongs to; nobody else.
  findUnique: (id, ctx) => ({
    id,
    // An API token is no user: it reads people as team members, with team:read.
    OR: [{ id: (!ctx.actor?.token && ctx.actor?.userId) || NO_ROW }, { memberships: { some: { companyId: permittedCompanyId(ctx, 'team.read') } } }],
  }),
  nullable: true,
  fields: (t) => ({
    email: t.exposeString('email'),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    hasPassword: t.boolean({ select: { passwordHash: true }, resolve: (u) => !!u.passwordHash }),
    profile: t.relation('profile', { nullable: true }),
    name: t.string({
      select: { email: true, profile: { select: { firstName: true, lastName: true } } },
      description: 'Full name from the profile, or the e-mail before one is set.',
      resolve: (u) => displayName(u),
    }),
  }),
});

const allowed = (actor: StaffActor, permission: Permission) => actor.companyId !== null && actorCan(actor, permission);

/**
 * What the viewer's role allows in the company the session acts for: the server's own table
 * (auth/permissions.ts, README "Roles"), so clients show or hide controls without a copy of it.
 * The server still checks every operation.
 */
const ViewerCan = builder.objectRef<StaffActor>('ViewerCan').implement({
  description: "What the viewer's role allows in the company the session acts for (the server still checks every operation).",
  fields: (t) => ({
    updateCompany: t.boolean({ description: 'Company, workspace, brand and domain settings.', resolve: (a) => allowed(a, 'company.update') }),
    manageTeam: t.boolean({ description: 'Invite, change roles, remove members (see Membership.viewerCanManage).', resolve: (a) => allowed(a, 'team.manage') }),
    writeMaterials: t.boolean({ description: 'Create, edit, publish, share and delete materials.', resolve: (a) => allowed(a, 'materials.write') }),
    exportAnalytics: t.boolean({ description: "Export learners' names and e-mails.", resolve: (a) => allowed(a, 'analytics.export') }),
    manageBilling: t.boolean({ description: 'Change the plan and pay.', resolve: (a) => allowed(a, 'billing.manage') }),
    manageApiTokens: t.boolean({ description: 'Make, rotate and revoke API tokens (Settings → API).', resolve: (a) => allowed(a, 'apiTokens.manage') }),
    assignRoles: t.field({
      type: [RoleEnum],
      description: 'The roles the viewer may give in invites and role changes, in the role order.',
      resolve: (a) => (a.role && a.companyId ? ROLES.filter((r) => canManageMember(a.role!, r, r)) : []),
    }),
  }),
});

/** Whether the viewer may change or remove someone of `role` (a Team Admin never touches an Owner). */
export const viewerCanManageRole = (actor: StaffActor | null, role: (typeof ROLES)[number]) =>
  !!actor?.role && !!actor.companyId && canManageMember(actor.role, role);

export const Viewer = builder.objectRef<StaffActor>('Viewer').implement({
  description: 'The signed-in company user and the company the session acts for.',
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      resolve: (query, actor, _args, ctx) => ctx.deps.prisma.user.findUniqueOrThrow({ ...query, where: { id: actor.userId } }),
    }),
    company: t.prismaField({
      type: 'Company',
      nullable: true,
      resolve: (query, actor, _args, ctx) => (actor.companyId ? ctx.deps.prisma.company.findUnique({ ...query, where: { id: actor.companyId } }) : null),
    }),
    role: t.field({ type: RoleEnum, nullable: true, resolve: (actor) => actor.role }),
    can: t.field({ type: ViewerCan, description: "What the viewer's role allows here.", resolve: (actor) => actor }),
    removedFromCompanyName: t.string({
      nullable: true,
      description: 'While the session acts for no company: the company its user was removed from, if that is why.',
      resolve: async (actor, _args, ctx) =>
        actor.companyId
          ? null
          : ((await ctx.deps.prisma.session.findUnique({ where: { id: actor.sessionId }, select: { removedFromCompanyName: true } }))?.removedFromCompanyName ??
            null),
    }),
    memberships: t.prismaConnection({
      type: 'Membership',
      cursor: 'id',
      description: 'Every company this user belongs to.',
      totalCount: (actor, _args, ctx) => ctx.deps.prisma.membership.count({ where: { userId: actor.userId } }),
      resolve: (query, actor, _args, ctx) => ctx.deps.prisma.membership.findMany({ ...query, where: { userId: actor.userId }, orderBy: { createdAt: 'asc' } }),
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: Viewer,
    nullable: true,
    description: 'Null when the request carries no valid staff token.',
    resolve: (_root, _args, ctx) => ctx.actor,
  }),
}));
