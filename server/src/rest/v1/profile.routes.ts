/** REST: the caller's profile and onboarding bio (rest-routes.md "Accounts, profile, onboarding"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { profile } from '../../modules/profile/index.js';
import { profileDto, userDto } from './dto.js';
import { withRestFieldNames } from './http-errors.js';
import { type RestContext, type RestEnv, route } from './registry.js';
import { imageFile } from './wire-fields.js';

/** Trimmed; blank or null leaves the field as it is (only non-empty fields change). */
const profileText = z.string().trim().max(profile.MAX_PROFILE_TEXT).nullish();
const profileFields = z.object({
  first_name: profileText,
  last_name: profileText,
  job_title: profileText,
  company_name: profileText,
  avatar: imageFile.optional().describe('multipart only: JPG, PNG or GIF, at most 15 MB'),
});

const bioFields = z.object({
  industry_name: z.string().trim().min(1).max(200).describe('one of the onboarding industries (GraphQL `industries`)'),
  industry_role: z.string().trim().min(1).max(profile.MAX_PROFILE_TEXT),
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
      people: true,
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
      people: true,
      tag: 'Profile',
      summary: 'Update the profile; only non-empty fields change (JSON or multipart with avatar)',
      auth: 'staff',
      body: profileFields,
      multipart: 'also',
      responses: { 200: '{ message, profile }', 413: 'avatar over 15 MB', 415: 'avatar not JPG/PNG/GIF', 422: '{ error, errors }' },
    },
    async (c, body) => {
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
      people: true,
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
    {
      method: 'delete',
      path: '/profile/remove_avatar',
      tag: 'Profile',
      summary: 'Remove the avatar',
      auth: 'staff',
      people: true,
      responses: { 200: '{ message }' },
    },
    async (c) => c.json({ message: (await profile.removeAvatar(c.var.deps, c.var.actor)).message }),
  );

  route(
    app,
    {
      method: 'put',
      path: '/users/bio',
      people: true,
      tag: 'Profile',
      summary: 'Onboarding: industry and role',
      auth: 'staff',
      body: z.object({ bio: bioFields }),
      responses: { 200: '{ data: profile }', 422: '{ error, errors: { industry_name?, industry_role? } }' },
    },
    async (c, body) => {
      const { industry_name: industryName, industry_role: industryRole } = body.bio;
      await withRestFieldNames(profile.updateBio(c.var.deps, c.var.actor, { industryName, industryRole }), (field) => `bio.${field}`);
      return c.json({ data: await currentProfile(c) });
    },
  );
}
