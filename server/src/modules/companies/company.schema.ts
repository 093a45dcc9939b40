/** Company and its team as Relay nodes; readable only by the company's own members. */
import { builder } from '../../graphql/builder.js';
import { callerCompanyId, permittedCompanyId } from '../../graphql/tenancy.js';
import { uploadUrl } from '../../uploads/storage.js';
import { RoleEnum, viewerCanManageRole } from '../accounts/index.js';
import { websiteHost } from './company-rules.js';
import { whileAuthorized } from '../../graphql/subscriptions.js';

builder.prismaNode('Company', {
  id: { field: 'id' },
  // Select mode: queries fetch only the columns the operation asks for (never logo keys etc. by default).
  select: { id: true },
  findUnique: (id, ctx) => ({ id, AND: [{ id: callerCompanyId(ctx) }] }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: "The workspace name: the company's segment in every URL." }),
    website: t.exposeString('website', { nullable: true }),
    timeZone: t.exposeString('timeZone', { description: "IANA time zone of the company's days and periods (analytics)." }),
    engagedWithinDays: t.exposeInt('engagedWithinDays', { description: 'Activity status: Engaged when active within this many days.' }),
    atRiskAfterDays: t.exposeInt('atRiskAfterDays', { description: 'Activity status: At Risk after this many days without activity.' }),
    domain: t.string({
      nullable: true,
      select: { website: true },
      description: 'Host name of the website.',
      resolve: (c) => websiteHost(c.website),
    }),
    size: t.exposeString('size', { nullable: true }),
    logoUrl: t.string({ nullable: true, select: { logoKey: true }, resolve: (c) => uploadUrl(c.logoKey) }),
    faviconUrl: t.string({ nullable: true, select: { faviconKey: true }, resolve: (c) => uploadUrl(c.faviconKey) }),
    members: t.relatedConnection('memberships', {
      cursor: 'id',
      totalCount: true,
      // Every role reads the team; an API token needs team:read.
      authScopes: { permission: 'team.read' },
      // Oldest first; id breaks ties so cursor pages never skip or repeat a member.
      query: () => ({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

builder.prismaNode('Membership', {
  id: { field: 'id' },
  select: { id: true },
  findUnique: (id, ctx) => ({ id, companyId: permittedCompanyId(ctx, 'team.read') }),
  nullable: true,
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum }),
    viewerCanManage: t.boolean({
      select: { role: true },
      description: 'Whether the viewer may change this role or remove this member.',
      resolve: (m, _args, ctx) => viewerCanManageRole(ctx.actor, m.role),
    }),
    user: t.relation('user'),
    company: t.relation('company'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

// INVITE_REVOKED is its own value (not INVITED) so clients can tell a withdrawn invitation from a new one.
const TeamChange = builder.enumType('TeamChange', { values: ['INVITED', 'INVITE_REVOKED', 'ROLE_CHANGED', 'REMOVED', 'JOINED'] as const });

const TeamChangedEvent = builder.objectRef<import('../../pubsub.js').TeamChangedEvent>('TeamChangedEvent').implement({
  fields: (t) => ({
    change: t.field({ type: TeamChange, resolve: (e) => e.change }),
    membership: t.prismaField({
      type: 'Membership',
      nullable: true,
      resolve: (query, e, _args, ctx) =>
        e.membershipId ? ctx.deps.prisma.membership.findFirst({ ...query, where: { id: e.membershipId, companyId: e.companyId } }) : null,
    }),
  }),
});

builder.subscriptionFields((t) => ({
  teamChanged: t.field({
    type: TeamChangedEvent,
    description: "Fires when someone is invited (or an invitation is revoked), joins, changes role or is removed in the caller's company.",
    authScopes: { permission: 'team.read' },
    // The topic is the caller's own company: there is no argument to point it elsewhere.
    subscribe: (_root, _args, ctx) => whileAuthorized(ctx, 'team.read', ctx.deps.pubsub.subscribe('teamChanged', ctx.actor!.companyId!)),
    resolve: (event) => event,
  }),
}));
