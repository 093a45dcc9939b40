/** REST: the team page (rest-routes.md "Company, workspace, team" — /team/*). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Membership, Prisma } from '../../generated/prisma/client.js';
import { ValidationError } from '../../lib/errors.js';
import { invites, invitesField, members, parseRole, ROLE_INVALID, ROLE_LABELS } from '../../modules/team/index.js';
import { uploadUrl } from '../../uploads/storage.js';
import { pageQuery } from './query-params.js';
import { type RestEnv, route } from './registry.js';
import { checkedBy } from './wire-fields.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

type MemberRow = Membership & { user: Prisma.UserGetPayload<{ include: { profile: true } }> };

/** A team member as the legacy client reads it; `id` is the membership id the other routes take. */
function memberDto(m: MemberRow) {
  return {
    id: m.id,
    user_id: m.userId,
    email: m.user.email,
    profile: {
      first_name: m.user.profile?.firstName ?? null,
      last_name: m.user.profile?.lastName ?? null,
      avatar_url: uploadUrl(m.user.profile?.avatarKey),
    },
    role: ROLE_LABELS[m.role],
  };
}

export function teamRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/team/members',
      tag: 'Team',
      summary: "The caller's team, one page at a time (oldest member first)",
      auth: 'staff',
      query: { page: 'page number, from 1 (default 1)', limit: `page size (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})` },
      responses: {
        200: '{ members: [{ id, user_id, email, profile, role }], pagination: { page, limit, total_count, total_pages } }',
        401: 'no staff token',
        422: 'bad page or limit',
      },
    },
    async (c) => {
      const page = pageQuery(c, DEFAULT_LIMIT, MAX_LIMIT);
      const { total, members: rows } = await members.listMembers(c.var.deps, c.var.actor, page);
      return c.json({
        members: rows.map(memberDto),
        pagination: { page: page.page, limit: page.limit, total_count: total, total_pages: Math.ceil(total / page.limit) },
      });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/team/invite',
      tag: 'Team',
      summary: 'Invite people by e-mail (1–20); role is Owner, Team Admin, Member (default) or View Only',
      auth: 'staff',
      permission: 'team.manage',
      // Onboarding sends [{ id, email }]: the id is the form row's and is ignored.
      body: z.object({ invites: invitesField }),
      responses: {
        200: '{ message: "Invites sent successfully!" }',
        403: '{ error } — not allowed',
        422: '{ error, errors: { "invites.N.email": [...] } }',
        429: 'rate limited',
      },
    },
    async (c, body) => {
      const { message } = await invites.inviteTeamMembers(c.var.deps, c.var.actor, { invites: body.invites });
      return c.json({ message });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/team/members/:id/update_role',
      tag: 'Team',
      summary: "Change a member's role (id is the membership id from GET /team/members)",
      auth: 'staff',
      permission: 'team.manage',
      // The path names the member; a body id or email (the legacy client's echo) is ignored.
      body: z.object({
        role: checkedBy(
          (raw) => {
            const role = parseRole(raw);
            if (!role) throw ValidationError.field('role', ROLE_INVALID);
            return role;
          },
          { type: 'string', enum: ['Owner', 'Team Admin', 'Member', 'View Only'], description: 'any case; "team_admin" also accepted' },
        ),
      }),
      responses: { 200: '{ data: member }', 403: '{ error }', 404: '{ error } — no such member in your company', 422: '{ error, errors: { role } }' },
    },
    async (c, body) => {
      const m = await members.updateMemberRole(c.var.deps, c.var.actor, { membershipId: c.req.param('id') ?? '', role: body.role });
      return c.json({ data: memberDto(await members.memberWithUser(c.var.deps, m.id)) });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/team/members/:id',
      tag: 'Team',
      summary: 'Remove a member from the company',
      auth: 'staff',
      responses: { 200: '{ data: "Member removed successfully." }', 403: '{ error }', 404: '{ error }', 422: '{ error } — the last Owner' },
    },
    async (c) => {
      await members.removeMember(c.var.deps, c.var.actor, { membershipId: c.req.param('id') ?? '' });
      return c.json({ data: members.MEMBER_REMOVED });
    },
  );
}
