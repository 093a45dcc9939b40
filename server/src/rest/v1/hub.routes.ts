/**
 * REST: the learner side (rest-routes.md "Learner hub"): magic links, the learner's account and
 * sign-out. A learner authenticates with `Authorization: Bearer` or the `aud_token` cookie that
 * a sign-in here sets (HttpOnly, SameSite=Lax); the company is named by `company=<slug>`.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { learnerCookieHeader, requireLearner } from '../../auth/learner.js';
import { learnerAccount } from '../../modules/learners/learner-account.service.js';
import * as magicLink from '../../modules/learners/magic-link.service.js';
import { uploadUrl } from '../../uploads/storage.js';
import { type RestContext, type RestEnv, route } from './registry.js';

const TAG = 'Learner hub';

/** The sign-in answer: the token for callers that keep it, and the cookie for the hub in a browser. */
function signedIn(c: RestContext, s: magicLink.LearnerSignIn) {
  c.header('Set-Cookie', learnerCookieHeader(s.token, c.var.deps.config.publicUrl.startsWith('https:')));
  c.header('Cache-Control', 'no-store');
  return c.json({ data: { token: s.token } });
}

export function hubRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/magic_link/generate',
      tag: TAG,
      summary: 'Mail a sign-in link and code (15 minutes, single use; a new one spends the earlier ones). The same answer for every e-mail',
      auth: 'none',
      body: z.object(magicLink.requestFields),
      responses: { 202: '{ message }', 404: '{ error } — no such hub (company)', 429: '{ error } — too many links for this e-mail or from this address' },
    },
    async (c, body) => c.json(await magicLink.requestMagicLink(c.var.deps, body, c.var.ip), 202),
  );

  route(
    app,
    {
      method: 'get',
      path: '/magic_link/verify',
      tag: TAG,
      summary: "Spend a link's token (the sign-in page's Continue button calls this, never the mail itself) and sign the learner in",
      auth: 'none',
      query: { token: 'the token from the mailed link' },
      responses: { 200: '{ data: { token } } and the aud_token cookie', 422: '{ error, errors: { token } } — invalid, expired or used', 429: 'rate limited' },
    },
    async (c) => signedIn(c, await magicLink.redeemMagicLink(c.var.deps, { token: c.req.query('token') }, c.var.ip)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/magic_link/verify_code',
      tag: TAG,
      summary: 'Sign in with the 6-digit code of the latest mail instead of its link; five wrong codes spend that link',
      auth: 'none',
      body: z.object(magicLink.codeFields),
      responses: {
        200: '{ data: { token } } and the aud_token cookie',
        404: '{ error } — no such hub',
        422: '{ error, errors: { code } }',
        429: 'rate limited',
      },
    },
    async (c, body) => signedIn(c, await magicLink.redeemMagicCode(c.var.deps, body, c.var.ip)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/hub/current_user',
      tag: TAG,
      summary: "The signed-in learner's account",
      auth: 'learner',
      responses: {
        200: '{ id, first_name, last_name, company_name, city, state, email, avatar_url }',
        401: '{ error } — no learner token (a staff token is none)',
      },
    },
    async (c) => {
      const a = await learnerAccount(c.var.deps, c.var.learner);
      return c.json({
        id: a.id,
        first_name: a.firstName,
        last_name: a.lastName,
        company_name: a.companyName,
        city: a.city,
        state: a.state,
        email: a.email,
        avatar_url: a.avatarKey ? uploadUrl(a.avatarKey) : null,
      });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/hub/sign_out',
      tag: TAG,
      summary: 'Sign the learner out: the token stops working and the cookie is cleared',
      auth: 'learner',
      responses: { 204: 'signed out', 401: '{ error } — no learner token' },
    },
    async (c) => {
      await magicLink.signOutLearner(c.var.deps, requireLearner(c.var.learner));
      c.header('Set-Cookie', learnerCookieHeader(null, c.var.deps.config.publicUrl.startsWith('https:')));
      return c.body(null, 204);
    },
  );
}
