/** Profile mutations (names, avatar, bio, activation) and the onboarding choice lists. */
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { COMPANY_SIZES, INDUSTRIES } from '../../lib/industries.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import * as profile from './profile.service.js';

const UpdateProfilePayload = builder.objectRef<profile.ProfileResult>('UpdateProfilePayload').implement({
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
    message: t.exposeString('message'),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Only fields with a non-blank value (after trimming) change; at most 100 characters each.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    jobTitle: t.string(),
    companyName: t.string({ description: 'The free-text company shown as "job title @ company".' }),
  }),
});

const UploadAvatarInput = builder.inputType('UploadAvatarInput', {
  fields: (t) => ({ file: t.field({ type: 'File', required: true, description: 'JPG, PNG or GIF, at most 15 MB.' }) }),
});

const UpdateBioInput = builder.inputType('UpdateBioInput', {
  fields: (t) => ({
    industryName: t.string({ required: true, description: 'One of `industries`.' }),
    industryRole: t.string({ required: true }),
  }),
});

const uploadErrors = [...commonErrors, PayloadTooLargeError, UnsupportedMediaTypeError] as const;

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfilePayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => profile.updateProfile(ctx.deps, ctx.actor, input),
  }),
  uploadAvatar: t.field({
    type: UpdateProfilePayload,
    errors: { types: [...uploadErrors] },
    description: 'Send as a GraphQL multipart request. Replaces (and deletes) the previous avatar.',
    args: { input: t.arg({ type: UploadAvatarInput, required: true }) },
    resolve: (_root, { input }, ctx) => profile.uploadAvatar(ctx.deps, ctx.actor, input.file),
  }),
  removeAvatar: t.field({
    type: UpdateProfilePayload,
    errors: { types: [...commonErrors] },
    resolve: (_root, _args, ctx) => profile.removeAvatar(ctx.deps, ctx.actor),
  }),
  updateBio: t.field({
    type: UpdateProfilePayload,
    errors: { types: [...commonErrors] },
    description: 'Onboarding: industry (from `industries`) and role.',
    args: { input: t.arg({ type: UpdateBioInput, required: true }) },
    resolve: (_root, { input }, ctx) => profile.updateBio(ctx.deps, ctx.actor, input),
  }),
  activateProfile: t.field({
    type: UpdateProfilePayload,
    errors: { types: [...commonErrors] },
    description: 'Records when the profile was first activated; later calls keep the first time.',
    resolve: (_root, _args, ctx) => profile.activateProfile(ctx.deps, ctx.actor),
  }),
}));

builder.queryFields((t) => ({
  industries: t.stringList({ description: 'The industry choices of onboarding, in display order.', resolve: () => [...INDUSTRIES] }),
  companySizes: t.stringList({ description: 'The company-size choices, in display order.', resolve: () => [...COMPANY_SIZES] }),
}));
