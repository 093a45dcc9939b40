/** Sign-up, sign-in, sign-out and e-mail confirmation mutations. */
import { requireActor } from '../../auth/actor.js';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { MessagePayload } from '../../graphql/payloads.js';
import { decodeGlobalID } from '@pothos/plugin-relay';
import * as accounts from './accounts.service.js';
import * as passwordReset from './password-reset.service.js';
import { switchCompany } from './session.service.js';
import { Viewer } from './user.schema.js';

type AuthPayloadShape = { token: string; userId: string };

const AuthPayload = builder.objectRef<AuthPayloadShape>('AuthPayload').implement({
  description: 'A new staff session. Send `token` as `Authorization: Bearer <token>`.',
  fields: (t) => ({
    token: t.exposeString('token'),
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    terms: t.boolean({ required: true }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const ConfirmEmailInput = builder.inputType('ConfirmEmailInput', {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token from the mailed link (/reset_password?token=…).' }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthPayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, ctx) => accounts.signUp(ctx.deps, input, ctx.ip),
  }),
  signIn: t.field({
    type: AuthPayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: (_root, { input }, ctx) => accounts.signIn(ctx.deps, input, ctx.ip),
  }),
  signOut: t.field({
    type: MessagePayload,
    errors: { types: [...commonErrors] },
    description: 'Revokes the calling token.',
    resolve: async (_root, _args, ctx) => {
      await accounts.signOut(ctx.deps, requireActor(ctx.actor).sessionId);
      return { message: 'Signed out.' };
    },
  }),
  resendVerification: t.field({
    type: MessagePayload,
    errors: { types: [...commonErrors] },
    resolve: (_root, _args, ctx) => accounts.resendVerification(ctx.deps, requireActor(ctx.actor).userId),
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    errors: { types: [...commonErrors] },
    description: 'Mails a link to choose a new password (30 minutes, single use). The same answer whether or not the e-mail has an account.',
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: (_root, { input }, ctx) => passwordReset.requestPasswordReset(ctx.deps, input, ctx.ip),
  }),
  resetPassword: t.field({
    type: AuthPayload,
    errors: { types: [...commonErrors] },
    description: 'Sets a new password from a mailed link, signs out every session of the user, and returns a new one.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { userId, token } = await passwordReset.resetPassword(ctx.deps, input, ctx.ip, { signIn: true });
      return { userId, token: token! };
    },
  }),
  confirmEmail: t.field({
    type: MessagePayload,
    errors: { types: [...commonErrors] },
    description: 'The link in the verification mail. Works signed in or not.',
    args: { input: t.arg({ type: ConfirmEmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await accounts.confirmEmail(ctx.deps, input.token);
      return { message: 'Your email is confirmed.' };
    },
  }),
}));

const SwitchCompanyInput = builder.inputType('SwitchCompanyInput', {
  fields: (t) => ({ companyId: t.id({ required: true, description: 'Global id of a Company the user belongs to.' }) }),
});

const SwitchCompanyPayload = builder.objectRef<{ viewer: import('../../auth/actor.js').StaffActor }>('SwitchCompanyPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (p) => p.viewer }) }),
});

builder.mutationField('switchCompany', (t) =>
  t.field({
    type: SwitchCompanyPayload,
    errors: { types: [...commonErrors] },
    description: 'Makes the calling session act for another company the user belongs to.',
    args: { input: t.arg({ type: SwitchCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const decoded = safeDecode(String(input.companyId));
      const viewer = await switchCompany(ctx.deps, ctx.actor, decoded?.typename === 'Company' ? decoded.id : '');
      // Later fields of this response (and the viewer returned) act for the new company.
      ctx.actor = viewer;
      return { viewer };
    },
  }),
);

function safeDecode(globalId: string): { typename: string; id: string } | null {
  try {
    return decodeGlobalID(globalId);
  } catch {
    return null;
  }
}

builder.queryFields((t) => ({
  authProviders: t.field({
    type: builder.objectRef<{ oidc: boolean }>('AuthProviders').implement({
      fields: (f) => ({ oidc: f.exposeBoolean('oidc', { description: 'Whether "Sign up with Google" (OpenID Connect) is configured.' }) }),
    }),
    resolve: (_root, _args, ctx) => ({ oidc: !!ctx.deps.config.oidc }),
  }),
}));
