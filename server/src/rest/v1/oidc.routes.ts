/** REST: "Sign in with Google" with an OpenID Connect id_token (rest-routes.md "Accounts"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { accounts, NOT_CONFIGURED, OidcUnavailableError, signInWithIdToken } from '../../modules/accounts/index.js';
import { userDto } from './dto.js';
import { type RestEnv, route } from './registry.js';

export function oidcRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/users/google',
      tag: 'Accounts',
      summary: "Sign in or sign up with an OpenID Connect id_token (audience: this server's client id)",
      auth: 'none',
      unavailable: (c) => (c.var.deps.config.oidc ? null : c.json({ error: NOT_CONFIGURED }, 404)),
      body: z.object({ id_token: z.string().trim().min(1) }),
      responses: {
        200: '{ user, token }',
        400: 'malformed JSON',
        401: '{ error } — the id_token is invalid, expired, for another client, or cannot be matched to an account',
        404: '{ error } — Sign in with Google is not configured',
        422: '{ error, errors: { id_token } } — id_token missing',
        503: '{ error } — the provider cannot be reached',
      },
    },
    async (c, body) => {
      const { deps } = c.var;
      try {
        const { token, userId } = await signInWithIdToken(deps, body.id_token);
        const user = await accounts.userWithProfile(deps, userId);
        return c.json({ user: userDto(user), token });
      } catch (err) {
        if (err instanceof OidcUnavailableError) {
          deps.logger.error('[oidc] provider unavailable', err.cause);
          return c.json({ error: err.message }, 503);
        }
        throw err;
      }
    },
  );
}
