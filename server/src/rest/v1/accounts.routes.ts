/** REST: sign-up, sign-in, sign-out, verification (rest-routes.md "Accounts"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireActor } from '../../auth/actor.js';
import { withMatchingPasswords } from '../../lib/password-rules.js';
import { accounts, passwordReset } from '../../modules/accounts/index.js';
import { type RestEnv, route } from './registry.js';
import { userDto } from './dto.js';

export function accountsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/users',
      tag: 'Accounts',
      summary: 'Register',
      auth: 'none',
      body: withMatchingPasswords(
        z.object({
          email: accounts.signUpFields.email,
          password: accounts.signUpFields.password,
          password_confirmation: accounts.signUpFields.passwordConfirmation,
          terms: accounts.signUpFields.terms,
        }),
        'password_confirmation',
      ),
      // The legacy client reads per-field errors as JSON text in `error` (authoring.md §7).
      fieldErrorsAsText: true,
      responses: { 201: '{ data: { token } }', 422: '{ error: JSON text of per-field errors }', 429: 'rate limited' },
    },
    async (c, body) => {
      const { token } = await accounts.signUp(
        c.var.deps,
        { email: body.email, password: body.password, passwordConfirmation: body.password_confirmation, terms: body.terms },
        c.var.ip,
      );
      return c.json({ data: { token } }, 201);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/users/sign_in',
      tag: 'Accounts',
      summary: 'Sign in',
      auth: 'none',
      body: z.object({ email: z.string().min(1), password: z.string().min(1) }),
      responses: {
        200: '{ data: { token, user } }',
        401: '{ error } — same for unknown e-mail and wrong password',
        422: 'email or password missing',
        429: 'rate limited',
      },
    },
    async (c, body) => {
      const { token, userId } = await accounts.signIn(c.var.deps, body, c.var.ip);
      const user = await accounts.userWithProfile(c.var.deps, userId);
      return c.json({ data: { token, user: userDto(user) } });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/users/sign_out',
      people: true,
      tag: 'Accounts',
      summary: 'Sign out; the token stops working',
      auth: 'staff',
      responses: { 204: 'signed out', 401: 'no valid token' },
    },
    async (c) => {
      await accounts.signOut(c.var.deps, requireActor(c.var.actor).sessionId);
      return c.body(null, 204);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/users/resend_verification',
      people: true,
      tag: 'Accounts',
      summary: 'Mail a new confirmation link',
      auth: 'staff',
      responses: { 200: '{ message }', 429: 'rate limited' },
    },
    async (c) => c.json(await accounts.resendVerification(c.var.deps, requireActor(c.var.actor).userId)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/users/confirm',
      tag: 'Accounts',
      summary: "Confirm the e-mail address (the mailed link's target)",
      auth: 'none',
      query: { token: 'the token from the mail' },
      responses: { 200: '{ message }', 422: 'invalid or expired link' },
    },
    async (c) => {
      await accounts.confirmEmail(c.var.deps, c.req.query('token'));
      return c.json({ message: 'Your email is confirmed.' });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/users/password',
      tag: 'Accounts',
      summary: 'Forgot password: mail a link to choose a new one (30 minutes, single use); the same answer whether or not the e-mail is known',
      auth: 'none',
      body: z.object(passwordReset.requestFields),
      responses: { 202: '{ message }', 422: '{ error, errors: { email } } — not an e-mail address', 429: 'rate limited' },
    },
    async (c, body) => {
      return c.json(await passwordReset.requestPasswordReset(c.var.deps, { email: body.email }, c.var.ip), 202);
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/users/password',
      tag: 'Accounts',
      summary: 'Choose a new password with the mailed token; the link is spent and every session of the user ends',
      auth: 'none',
      body: withMatchingPasswords(
        z.object({
          token: passwordReset.resetFields.token,
          password: passwordReset.resetFields.password,
          password_confirmation: passwordReset.resetFields.passwordConfirmation,
        }),
        'password_confirmation',
      ),
      responses: { 200: '{ message }', 422: '{ error, errors: { token | password | password_confirmation } }', 429: 'rate limited' },
    },
    async (c, body) => {
      await passwordReset.resetPassword(
        c.var.deps,
        { token: body.token, password: body.password, passwordConfirmation: body.password_confirmation },
        c.var.ip,
        { signIn: false },
      );
      return c.json({ message: passwordReset.RESET_DONE });
    },
  );
}
