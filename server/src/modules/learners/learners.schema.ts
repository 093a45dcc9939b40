/**
 * GraphQL for learners (the learner scope): magic links, the learner's own account, sign-out.
 * A sign-in answers with the token (for integrators) and sets the `aud_token` cookie (the hub in
 * a browser keeps no token in script: HttpOnly), as the REST rows do.
 */
import { learnerCookieHeader } from '../../auth/learner.js';
import { assertSignInRequest } from '../../auth/sign-in-origin.js';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { MessagePayload } from '../../graphql/payloads.js';
import { uploadUrl } from '../../uploads/storage.js';
import { type LearnerAccount, learnerAccount, updateLearnerAccount } from './learner-account.service.js';
import { guestAccess } from './guest-access.service.js';
import * as magicLink from './magic-link.service.js';

const LearnerAccountRef = builder.objectRef<LearnerAccount>('LearnerAccount').implement({
  description: 'A learner of one company: their own account (audience.md §3 "Account (learner)").',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    avatarUrl: t.string({ nullable: true, resolve: (a) => (a.avatarKey ? uploadUrl(a.avatarKey) : null) }),
  }),
});

const LearnerSignInPayload = builder.objectRef<magicLink.LearnerSignIn>('LearnerSignInPayload').implement({
  description: 'A new learner session: the aud_token cookie is set; integrators send `token` as `Authorization: Bearer <token>`.',
  fields: (t) => ({
    token: t.exposeString('token'),
    learner: t.field({ type: LearnerAccountRef, resolve: (s, _args, ctx) => learnerAccount(ctx.deps, { ...s, sessionId: '', verified: s.verified }) }),
  }),
});

const RequestMagicLinkInput = builder.inputType('RequestMagicLinkInput', {
  fields: (t) => ({
    companySlug: t.string({ required: true }),
    email: t.string({ required: true }),
    returnTo: t.string({
      description: "A page of this company's hub (`/{workspace}/hub/{material}`) the mailed link brings the learner back to after signing in.",
    }),
  }),
});
const RedeemMagicLinkInput = builder.inputType('RedeemMagicLinkInput', {
  fields: (t) => ({ token: t.string({ required: true, description: "The token of the mailed link's address." }) }),
});
const GuestAccessInput = builder.inputType('GuestAccessInput', {
  fields: (t) => ({
    companySlug: t.string({ required: true }),
    materialId: t.id({ required: true, description: "The material's id as the hub lists it (HubMaterial.id)." }),
    name: t.string({ required: true }),
    email: t.string({ required: true }),
  }),
});

const UpdateLearnerAccountPayload = builder.objectRef<{ account: LearnerAccount; message: string }>('UpdateLearnerAccountPayload').implement({
  fields: (t) => ({
    learner: t.field({ type: LearnerAccountRef, resolve: (p) => p.account }),
    message: t.exposeString('message'),
  }),
});

const UpdateLearnerAccountInput = builder.inputType('UpdateLearnerAccountInput', {
  description:
    'The My Account modal. A field left out keeps its value, a blank one is cleared; each is trimmed, at most 100 characters. The e-mail never changes.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    companyName: t.string(),
    city: t.string(),
    state: t.string(),
    avatar: t.field({ type: 'File', description: 'JPG, PNG or GIF, at most 15 MB (GraphQL multipart request). Replaces (and deletes) the previous one.' }),
  }),
});

const RedeemMagicLinkCodeInput = builder.inputType('RedeemMagicLinkCodeInput', {
  fields: (t) => ({ companySlug: t.string({ required: true }), email: t.string({ required: true }), code: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  learnerViewer: t.field({
    type: LearnerAccountRef,
    nullable: true,
    description: 'The signed-in learner (aud_token cookie or a learner Bearer token); null for anyone else, staff included.',
    resolve: (_root, _args, ctx) => (ctx.learner ? learnerAccount(ctx.deps, ctx.learner) : null),
  }),
}));

builder.mutationFields((t) => ({
  requestMagicLink: t.field({
    type: MessagePayload,
    errors: { types: [...commonErrors] },
    description:
      "Mails a sign-in link and a 6-digit code for the company's hub (15 minutes, once; a new one spends the earlier ones). The same answer for every e-mail.",
    args: { input: t.arg({ type: RequestMagicLinkInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      magicLink.requestMagicLink(ctx.deps, { email: input.email, company: input.companySlug, return_to: input.returnTo }, ctx.ip),
  }),
  redeemMagicLink: t.field({
    type: LearnerSignInPayload,
    errors: { types: [...commonErrors, UnsupportedMediaTypeError] },
    description: "Spends a mailed link (the sign-in page's Continue button) and signs its learner in.",
    args: { input: t.arg({ type: RedeemMagicLinkInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      assertSignInRequest(ctx.signIn);
      return signedIn(ctx, await magicLink.redeemMagicLink(ctx.deps, input, ctx.ip, ctx.learner));
    },
  }),
  redeemMagicLinkCode: t.field({
    type: LearnerSignInPayload,
    errors: { types: [...commonErrors, UnsupportedMediaTypeError] },
    description: 'Signs in with the code of the latest mail instead of its link; five wrong codes spend that link.',
    args: { input: t.arg({ type: RedeemMagicLinkCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      assertSignInRequest(ctx.signIn);
      return signedIn(
        ctx,
        await magicLink.redeemMagicCode(ctx.deps, { email: input.email, company: input.companySlug, code: input.code }, ctx.ip, ctx.learner),
      );
    },
  }),
  guestAccess: t.field({
    type: LearnerSignInPayload,
    errors: { types: [...commonErrors, UnsupportedMediaTypeError] },
    description:
      'A "User Info Required" material: name and e-mail sign the visitor in as a new guest learner, apart from any learner of that e-mail (a guest session never opens Private materials; a magic link redeemed later in the same browser merges the guest into the learner).',
    args: { input: t.arg({ type: GuestAccessInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      assertSignInRequest(ctx.signIn);
      return signedIn(ctx, await guestAccess(ctx.deps, { ...input, materialId: String(input.materialId) }, ctx.ip));
    },
  }),
  updateLearnerAccount: t.field({
    type: UpdateLearnerAccountPayload,
    authScopes: { learner: true },
    errors: { types: [...commonErrors, PayloadTooLargeError, UnsupportedMediaTypeError] },
    description: "Edits the signed-in learner's own account (never anyone else's: there is no id to send). A guest session may not.",
    args: { input: t.arg({ type: UpdateLearnerAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateLearnerAccount(ctx.deps, ctx.learner, input),
  }),
  signOutLearner: t.field({
    type: MessagePayload,
    authScopes: { learner: true },
    errors: { types: [...commonErrors] },
    description: "Ends the learner's session: its token stops working and the cookie is cleared.",
    resolve: async (_root, _args, ctx) => {
      await magicLink.signOutLearner(ctx.deps, ctx.learner!);
      ctx.responseCookies.push(learnerCookieHeader(null, ctx.deps.config.publicUrl.startsWith('https:')));
      return { message: 'Signed out.' };
    },
  }),
}));

function signedIn(ctx: { deps: { config: { publicUrl: string } }; responseCookies: string[] }, s: magicLink.LearnerSignIn) {
  ctx.responseCookies.push(learnerCookieHeader(s.token, ctx.deps.config.publicUrl.startsWith('https:')));
  return s;
}
