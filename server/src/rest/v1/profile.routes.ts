/** REST: the caller's profile and onboarding bio (rest-routes.md "Accounts, profile, onboarding"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import * as profile from '../../modules/profile/profile.service.js';
import { anyBody, jsonBody } from './body.js';
import { profileDto, userDto } from './dto.js';
import { type RestContext, type RestEnv, route } from './registry.js';

const profileFields = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  job_title: z.string().optional(),
  company_name: z.string().optional(),
  avatar: z.any().optional().describe('multipart only: JPG, PNG or GIF, at most 15 MB'),
});

async function currentProfile(c: RestContext) {
  return profileDto(await profile.getProfile(c.var.deps, c.var.actor));
}

export function profileRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/profile',
      tag: 'Profile',
      summary: 'The signed-in user and profile',
      auth: 'staff',
      responses: { 200: '{ user, profile }', 401: 'no valid token' },
    },
    async (c) => {
      const user = await profile.getProfile(c.var.deps, c.var.actor);
      return c.json({ user: userDto(user), profile: profileDto(user) });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/profile',
      tag: 'Profile',
      summary: 'Update the profile; only non-empty fields change (JSON or multipart with avatar)',
      auth: 'staff',
      body: profileFields,
      multipart: 'also',
      responses: { 200: '{ message, profile }', 413: 'avatar over 15 MB', 415: 'avatar not JPG/PNG/GIF', 422: '{ error, errors }' },
    },
    async (c) => {
      const body = await anyBody(c);
      const result = await profile.updateProfile(c.var.deps, c.var.actor, {
        firstName: body.first_name,
        lastName: body.last_name,
        jobTitle: body.job_title,
        companyName: body.company_name,
        avatar: body.avatar,
      });
      return c.json({ message: result.message, profile: await currentProfile(c) });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/profile/activate',
      tag: 'Profile',
      summary: 'Activate the profile (first time kept)',
      auth: 'staff',
      responses: { 200: '{ profile }' },
    },
    async (c) => {
      await profile.activateProfile(c.var.deps, c.var.actor);
      return c.json({ profile: await currentProfile(c) });
    },
  );

  route(
    app,
    { method: 'delete', path: '/profile/remove_avatar', tag: 'Profile', summary: 'Remove the avatar', auth: 'staff', responses: { 200: '{ message }' } },
    async (c) => c.json({ message: (await profile.removeAvatar(c.var.deps, c.var.actor)).message }),
  );

  route(
    app,
    {
      method: 'put',
      path: '/users/bio',
      tag: 'Profile',
      summary: 'Onboarding: industry and role',
      auth: 'staff',
      body: z.object({ bio: z.object({ industry_name: z.string(), industry_role: z.string() }) }),
      responses: { 200: '{ data: profile }', 422: '{ error, errors: { industry_name?, industry_role? } }' },
    },
    async (c) => {
      const body = await jsonBody(c);
      // The legacy client nests the fields under `bio`; accept them at the top level too.
      const bio = body.bio && typeof body.bio === 'object' && !Array.isArray(body.bio) ? (body.bio as Record<string, unknown>) : body;
      await profile.updateBio(c.var.deps, c.var.actor, { industryName: bio.industry_name, industryRole: bio.industry_role });
      return c.json({ data: await currentProfile(c) });
    },
  );
}
