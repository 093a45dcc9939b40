/** REST: API tokens (issue 24 §5 — /api_tokens). The secret is in the 201 of the call that made it, never again. */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { ApiToken } from '../../generated/prisma/client.js';
import { ValidationError } from '../../lib/errors.js';
import { apiTokens } from '../../modules/api-tokens/index.js';
import { isInstant } from './query-params.js';
import { type RestEnv, route } from './registry.js';
import { checkedBy } from './wire-fields.js';

const TAG = 'API tokens';
const TOKEN_FIELDS =
  '{ id, name, scopes, expires_at, created_at, last_used_at, last_used_ip, last_four, status: "active" | "expired" | "revoked", revoked_at }';

function tokenDto(t: ApiToken) {
  return {
    id: t.id,
    name: t.name,
    scopes: t.scopes,
    expires_at: t.expiresAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    last_used_ip: t.lastUsedIp,
    last_four: t.lastFour,
    status: apiTokens.tokenStatus(t).toLowerCase(),
    revoked_at: t.revokedAt?.toISOString() ?? null,
  };
}

/** An ISO 8601 instant with its offset ("2027-01-31T00:00:00Z"), or null / absent for none. */
const expiresAt = checkedBy(
  (raw) => {
    if (raw === null || raw === undefined) return null;
    if (!isInstant(raw)) throw ValidationError.field('expires_at', 'must be a date and time with its offset, e.g. 2027-01-31T00:00:00Z, or null for no expiry');
    return new Date(raw);
  },
  { type: 'string', description: 'ISO 8601 with offset; null or left out: no expiry (the answer then carries a warning)' },
);

export function apiTokensRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/api_tokens',
      tag: TAG,
      summary: 'Make an API token (Owners and Team Admins, signed in as a person); the answer is the only time `token` is shown',
      auth: 'staff',
      permission: 'apiTokens.manage',
      body: z.object({ name: z.string(), scopes: z.array(z.string()), expires_at: expiresAt.optional() }),
      responses: {
        201: `${TOKEN_FIELDS} + { token: "lh_…", warning: string | null }`,
        403: 'not an Owner or Team Admin, or an API token (tokens do not make tokens)',
        422: '{ error, errors: { name | scopes | expires_at } }',
      },
    },
    async (c, body) => {
      const made = await apiTokens.createApiToken(c.var.deps, c.var.actor, { name: body.name, scopes: body.scopes, expiresAt: body.expires_at ?? null });
      const warning = made.apiToken.expiresAt ? null : apiTokens.API_TOKEN_NO_EXPIRY_WARNING;
      return c.json({ ...tokenDto(made.apiToken), token: made.token, warning }, 201);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api_tokens',
      tag: TAG,
      summary: "The company's API tokens, newest first (revoked and expired ones too); never their secrets",
      auth: 'staff',
      permission: 'apiTokens.manage',
      responses: { 200: `{ api_tokens: [${TOKEN_FIELDS}] }`, 403: 'not an Owner or Team Admin, or an API token' },
    },
    async (c) => c.json({ api_tokens: (await apiTokens.listApiTokens(c.var.deps, c.var.actor)).map(tokenDto) }),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api_tokens/:id',
      tag: TAG,
      summary: 'Revoke an API token at once (it stays listed as revoked)',
      auth: 'staff',
      permission: 'apiTokens.manage',
      responses: { 200: `{ message, api_token: ${TOKEN_FIELDS} }`, 403: 'not an Owner or Team Admin, or an API token', 404: 'no such token in this company' },
    },
    async (c) => {
      const t = await apiTokens.revokeApiToken(c.var.deps, c.var.actor, c.req.param('id') ?? '');
      return c.json({ message: apiTokens.API_TOKEN_REVOKED, api_token: tokenDto(t) });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api_tokens/:id/rotate',
      tag: TAG,
      summary: 'Rotate: the old secret stops working at once; a new token with the same name, scopes and lifetime is returned (its secret shown once)',
      auth: 'staff',
      permission: 'apiTokens.manage',
      responses: {
        201: `${TOKEN_FIELDS} + { token: "lh_…", warning: string | null }`,
        403: 'not an Owner or Team Admin, or an API token',
        404: 'no such token in this company',
        422: 'the token is revoked or expired',
      },
    },
    async (c) => {
      const made = await apiTokens.rotateApiToken(c.var.deps, c.var.actor, c.req.param('id') ?? '');
      const warning = made.apiToken.expiresAt ? null : apiTokens.API_TOKEN_NO_EXPIRY_WARNING;
      return c.json({ ...tokenDto(made.apiToken), token: made.token, warning }, 201);
    },
  );
}
