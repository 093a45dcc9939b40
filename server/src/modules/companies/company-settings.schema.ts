/** Company settings and onboarding mutations, and resolving a (possibly former) workspace slug. */
import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import * as companies from './companies.service.js';

export const CompanyPayload = builder.objectRef<companies.CompanyResult>('CompanyPayload').implement({
  fields: (t) => ({
    company: t.prismaField({
      type: 'Company',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.company.findUniqueOrThrow({ ...query, where: { id: p.companyId } }),
    }),
    message: t.exposeString('message'),
  }),
});

const CompanyImageKindEnum = builder.enumType('CompanyImageKind', { values: ['LOGO', 'FAVICON'] as const });

const SaveOnboardingCompanyInput = builder.inputType('SaveOnboardingCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    website: t.string({ description: 'A URL or a bare host (example.com → https://example.com); blank for none.' }),
    timeZone: t.string({ description: "The browser's IANA time zone (analytics count days in it); UTC when left out." }),
  }),
});

const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  description: 'Fields left out or null stay as they are; an empty website clears it.',
  fields: (t) => ({
    name: t.string(),
    website: t.string(),
    size: t.string({ description: 'One of `companySizes`.' }),
    timeZone: t.string({ description: 'An IANA time zone name, like Europe/Paris: the days and periods of analytics.' }),
    engagedWithinDays: t.int({ description: 'A learner active within this many days is Engaged (1–365, shorter than atRiskAfterDays).' }),
    atRiskAfterDays: t.int({ description: 'A learner idle this many days or more is At Risk (up to 365).' }),
  }),
});

const UploadCompanyImageInput = builder.inputType('UploadCompanyImageInput', {
  fields: (t) => ({
    kind: t.field({ type: CompanyImageKindEnum, required: true }),
    file: t.field({ type: 'File', required: true, description: 'JPG, PNG or GIF, at most 15 MB.' }),
  }),
});

const RemoveCompanyImageInput = builder.inputType('RemoveCompanyImageInput', {
  fields: (t) => ({ kind: t.field({ type: CompanyImageKindEnum, required: true }) }),
});

const RenameWorkspaceInput = builder.inputType('RenameWorkspaceInput', {
  fields: (t) => ({
    workspaceName: t.string({ required: true, description: 'Letters, digits, _ and -; 2–50 characters; stored lowercased.' }),
  }),
});

const CompanySlugResolution = builder.objectRef<companies.SlugResolution>('CompanySlugResolution').implement({
  fields: (t) => ({
    company: t.prismaField({
      type: 'Company',
      resolve: (query, r, _args, ctx) => ctx.deps.prisma.company.findUniqueOrThrow({ ...query, where: { id: r.companyId } }),
    }),
    canonicalSlug: t.exposeString('canonicalSlug', { description: 'The current workspace name: redirect here when isAlias.' }),
    isAlias: t.exposeBoolean('isAlias', { description: 'True when the slug asked for is a former workspace name.' }),
  }),
});

builder.mutationFields((t) => ({
  saveOnboardingCompany: t.field({
    type: CompanyPayload,
    errors: { types: [...commonErrors, ConflictError] },
    description: "Onboarding: creates the caller's company (caller becomes Owner, session switches to it), or updates its name and website.",
    args: { input: t.arg({ type: SaveOnboardingCompanyInput, required: true }) },
    resolve: (_root, { input }, ctx) => companies.saveOnboardingCompany(ctx.deps, ctx.actor, input),
  }),
  updateCompany: t.field({
    type: CompanyPayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: (_root, { input }, ctx) => companies.updateCompany(ctx.deps, ctx.actor, input),
  }),
  uploadCompanyImage: t.field({
    type: CompanyPayload,
    errors: { types: [...commonErrors, PayloadTooLargeError, UnsupportedMediaTypeError] },
    description: 'Send as a GraphQL multipart request. Replaces (and deletes) the previous image of that kind.',
    args: { input: t.arg({ type: UploadCompanyImageInput, required: true }) },
    resolve: (_root, { input }, ctx) => companies.uploadCompanyImage(ctx.deps, ctx.actor, input.kind, input.file),
  }),
  removeCompanyImage: t.field({
    type: CompanyPayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: RemoveCompanyImageInput, required: true }) },
    resolve: (_root, { input }, ctx) => companies.removeCompanyImage(ctx.deps, ctx.actor, input.kind),
  }),
  renameWorkspace: t.field({
    type: CompanyPayload,
    errors: { types: [...commonErrors] },
    description: 'Changes the workspace name (URL slug). The old name keeps resolving through companyBySlug.',
    args: { input: t.arg({ type: RenameWorkspaceInput, required: true }) },
    resolve: (_root, { input }, ctx) => companies.renameWorkspace(ctx.deps, ctx.actor, input),
  }),
}));

builder.queryFields((t) => ({
  companyBySlug: t.field({
    type: CompanySlugResolution,
    nullable: true,
    description: 'A current or former workspace name of a company the caller belongs to; null otherwise.',
    // Argument bounds checked before any query (validation plugin); longer can't be a workspace.
    args: { slug: t.arg.string({ required: true, validate: z.string().max(64, 'slug: at most 64 characters') }) },
    resolve: (_root, { slug }, ctx) => companies.resolveCompanySlug(ctx.deps, ctx.actor, slug),
  }),
}));
