/**
 * REST: the learner side (rest-routes.md "Learner hub"): magic links, the learner's account and
 * sign-out. A learner authenticates with `Authorization: Bearer` or the `aud_token` cookie that
 * a sign-in here sets (HttpOnly, SameSite=Lax); the company is named by `company=<slug>`.
 */
import { kindOf } from '@learnhub/content';
import { currentHostCompany } from '../../modules/domains/index.js';
import type { Hono } from 'hono';
import { z } from 'zod';
import { ownOrigins } from '../../auth/caller.js';
import { learnerCookieHeader, requireLearner } from '../../auth/learner.js';
import { assertSignInRequest, signInRequest } from '../../auth/sign-in-origin.js';
import { guestAccess, guestFields, type LearnerAccount, learnerAccount, magicLink, updateLearnerAccount } from '../../modules/learners/index.js';
import { HUB_PAGE_MAX, type HubCard, hubCatalogue, hubCompany, hubDomains, type HubTab } from '../../modules/hub/index.js';
import { uploadUrl } from '../../uploads/storage.js';
import { type CachePolicy, cachedJson } from '../../http-cache/conditional.js';
import { refuseUnsafeInput } from './body.js';
import { withRestFieldNames } from './http-errors.js';
import { MATERIAL_TYPES, parseMaterialType } from './materials.dto.js';
import { type RestContext, type RestEnv, route } from './registry.js';
import { imageFile } from './wire-fields.js';

const TAG = 'Learner hub';
/** The hub's readable answers carry an ETag (http-cache/conditional.ts). */
export const NOT_MODIFIED = 'If-None-Match names the current ETag: no body. Answers to callers without credentials are public (s-maxage), others private';

const restSignInRequest = (c: RestContext) => signInRequest(c.req.method, c.req.raw.headers, ownOrigins(c.var.deps.config.publicUrl, c.req.url));

/** A browser opening the address itself (the mailed link pasted, or a page sending it there). */
function isNavigation(c: RestContext): boolean {
  const mode = c.req.header('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** The sign-in answer: the token for callers that keep it, and the cookie for the hub in a browser. */
function signedIn(c: RestContext, s: magicLink.LearnerSignIn) {
  c.header('Set-Cookie', learnerCookieHeader(s.token, c.var.deps.config.publicUrl.startsWith('https:')));
  c.header('Cache-Control', 'no-store');
  return c.json({ data: { token: s.token } });
}

const hubMaterialDto = (m: HubCard, companyName: string) => ({
  id: m.id,
  name: m.name,
  slug: m.slug,
  description: m.description,
  material_type: MATERIAL_TYPES[m.kind],
  visibility: m.visibility.toLowerCase(),
  thumbnail_url: m.thumbnailUrl,
  first_step_background_url: m.firstStepBackgroundUrl,
  company_name: companyName,
});

/** `?category=` as the hub's tabs name kinds (walkthroughs, paths, docs, videos; singular too). */
function tabOf(category: string | undefined): HubTab | null {
  if (!category) return null;
  const kind = parseMaterialType(category, 'category');
  // The kind's first hub tab (walkthroughs: Product Walkthroughs, paths: Paths, …).
  return kindOf(kind).hubTabs[0] ?? null;
}

const accountDto = (a: LearnerAccount) => ({
  id: a.id,
  first_name: a.firstName,
  last_name: a.lastName,
  company_name: a.companyName,
  city: a.city,
  state: a.state,
  email: a.email,
  avatar_url: a.avatarKey ? uploadUrl(a.avatarKey) : null,
});

/** Lengths and NUL are the service's to check (GraphQL shares them); the wire only says "text or null". */
const accountText = z.string().nullish();
const accountDetails = z.object({
  id: z.unknown().optional().describe('ignored: a learner only ever edits their own account'),
  first_name: accountText,
  last_name: accountText,
  company_name: accountText,
  city: accountText,
  state: accountText,
  email: z.unknown().optional().describe('ignored: the e-mail never changes'),
});
export const DETAILS_NOT_JSON = 'is not valid JSON: send the JSON text of an object like {"first_name": "Ada"}';
/** The `details` form field: JSON text, parsed here so bad JSON is a 422 naming the field. */
const detailsField = z
  .string()
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      // JSON escapes ("\u0000") only become NUL here, after the form fields were checked.
      refuseUnsafeInput(value, 'details');
      return value;
    } catch (err) {
      if (!(err instanceof SyntaxError)) throw err;
      ctx.addIssue({ code: 'custom', message: DETAILS_NOT_JSON, input: text });
      return z.NEVER;
    }
  })
  .pipe(accountDetails)
  .describe('JSON text of { id, first_name, last_name, company_name, city, state, email }; id and email are ignored; a key left out keeps its value');

/**
 * Who may keep a hub answer (http-cache/conditional.ts): shared caches when the caller has no
 * credentials and the answer is the public one; otherwise only the caller's browser.
 */
export function hubCachePolicy(c: RestContext, companyId: string, publicAnswer: boolean): CachePolicy {
  return publicAnswer && !c.var.actor && !c.var.learner ? { scope: 'shared', companyId, seconds: c.var.deps.config.HUB_CACHE_SECONDS } : { scope: 'private' };
}

/** The hub's company: `company=<slug>`, or the custom domain the request came in on. */
function hubSlug(c: RestContext): string {
  return c.req.query('company') ?? currentHostCompany()?.slug ?? '';
}

export function hubRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/hub/company',
      tag: TAG,
      summary: "The hub's company (no token needed)",
      auth: 'none',
      query: { company: "the company's workspace name" },
      responses: { 200: '{ name, slug, logo_url, domains }', 304: NOT_MODIFIED, 404: '{ error } — no such hub' },
    },
    async (c) => {
      const hub = await hubCompany(c.var.deps, hubSlug(c));
      const body = { name: hub.name, slug: hub.slug, logo_url: hub.logoUrl, domains: await hubDomains(c.var.deps, hub) };
      return cachedJson(c, body, hubCachePolicy(c, hub.id, true));
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/hub/materials',
      tag: TAG,
      summary: 'Published materials the caller may open, by name (no token needed; a learner also gets the private ones shared with them)',
      auth: 'none',
      query: {
        company: "the company's workspace name",
        category: 'walkthroughs, paths, docs or videos (singular accepted); every kind when left out',
        search: 'name or description contains (any case); overrides category',
        limit: `at most ${HUB_PAGE_MAX}; 24 when left out`,
        after: 'the next_cursor of the page before',
      },
      responses: {
        200: '{ data: [material], next_cursor }',
        304: NOT_MODIFIED,
        404: '{ error } — no such hub',
        422: '{ error, errors: { category | after } }',
      },
    },
    async (c) => {
      const hub = await hubCompany(c.var.deps, hubSlug(c));
      const limit = Number(c.req.query('limit') ?? 24);
      const page = await hubCatalogue(c.var.deps, c.var.learner, hub, {
        tab: tabOf(c.req.query('category')),
        search: c.req.query('search'),
        first: Number.isInteger(limit) ? limit : 24,
        after: c.req.query('after'),
      });
      // What a caller without credentials sees is the same for all of them: shared caches keep it.
      return cachedJson(c, { data: page.items.map((m) => hubMaterialDto(m, hub.name)), next_cursor: page.nextCursor }, hubCachePolicy(c, hub.id, true));
    },
  );

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
      summary:
        "Spend a link's token and sign the learner in (API clients). A browser that opens this address is sent to the hub's sign-in page, whose Continue button spends the link: a page of another site cannot sign anyone in with it",
      auth: 'none',
      query: { token: 'the token from the mailed link' },
      responses: {
        200: '{ data: { token } } and the aud_token cookie',
        303: "a browser's navigation: to the company's sign-in page with the token, nothing spent",
        403: '{ error } — sent by a page of another site',
        422: '{ error, errors: { token } } — invalid, expired or used',
        429: 'rate limited',
      },
    },
    async (c) => {
      const token = c.req.query('token');
      if (isNavigation(c)) {
        const page = await magicLink.signInPageOf(c.var.deps, token);
        if (page) return c.redirect(page, 303);
      }
      assertSignInRequest(restSignInRequest(c));
      return signedIn(c, await magicLink.redeemMagicLink(c.var.deps, { token }, c.var.ip, c.var.learner));
    },
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
        403: '{ error } — sent by a page of another site',
        404: '{ error } — no such hub',
        415: '{ error } — the body is not JSON',
        422: '{ error, errors: { code } }',
        429: 'rate limited',
      },
    },
    async (c, body) => {
      assertSignInRequest(restSignInRequest(c));
      return signedIn(c, await magicLink.redeemMagicCode(c.var.deps, body, c.var.ip, c.var.learner));
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/hub/guest_access/:id',
      tag: TAG,
      summary:
        'A "User Info Required" material (id as /hub/materials lists it): name and e-mail sign the visitor in as a guest learner. A guest session never opens Private materials',
      auth: 'none',
      query: { company: "the company's workspace name" },
      body: z.object(guestFields),
      responses: {
        200: '{ data: { token } } and the aud_token cookie',
        403: '{ error } — sent by a page of another site',
        404: '{ error } — no such User Info Required material in this hub',
        415: '{ error } — the body is not JSON',
        429: 'rate limited',
      },
    },
    async (c, body) => {
      assertSignInRequest(restSignInRequest(c));
      return signedIn(c, await guestAccess(c.var.deps, { companySlug: hubSlug(c), materialId: c.req.param('id') ?? '', ...body }, c.var.ip));
    },
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
    async (c) => c.json(accountDto(await learnerAccount(c.var.deps, c.var.learner))),
  );

  route(
    app,
    {
      method: 'put',
      path: '/hub/update_current_user',
      tag: TAG,
      summary: "Edit the signed-in learner's own account (the hub's My Account): names, company name, city, state and avatar; never the e-mail",
      auth: 'learner',
      body: z.object({
        details: detailsField.optional(),
        avatar: imageFile.optional().describe('JPG, PNG or GIF, at most 15 MB; replaces (and deletes) the previous one'),
      }),
      multipart: true,
      responses: {
        200: '{ message }',
        401: '{ error } — no learner token (a staff token is none)',
        403: '{ error } — a guest session (no magic link) may not edit the account',
        413: 'avatar over 15 MB',
        415: 'avatar not JPG/PNG/GIF',
        422: '{ error, errors } — details is not JSON, or a field is too long',
      },
    },
    async (c, body) => {
      const d = body.details ?? {};
      const result = await withRestFieldNames(
        updateLearnerAccount(c.var.deps, c.var.learner, {
          firstName: d.first_name,
          lastName: d.last_name,
          companyName: d.company_name,
          city: d.city,
          state: d.state,
          avatar: body.avatar,
        }),
        (field) => (field === 'avatar' ? field : `details.${field}`),
      );
      return c.json({ message: result.message });
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
