/**
 * Path content on the Material node: the draft and published steps typed for integrators
 * (path-types.schema.ts), read with the path schema, so older rows come normalised (defaults
 * filled in, a legacy string body as rich text, invalid elements left out). [] / null for other kinds.
 */
import { kindOf, readPathSteps } from '@learnhub/content';
import { builder } from '../../graphql/builder.js';
import { HEAVY_FIELD_COST } from '../../graphql/query-cost.js';
import { draftLoaders } from '../content/index.js';
import { PathStepRef } from './path-types.schema.js';
import { type PublishedPath, publishedPath } from './paths.service.js';

const heavy = { extensions: { cost: HEAVY_FIELD_COST } };

builder.prismaObjectFields('LearningMaterial', (t) => ({
  pathSteps: t.field({
    ...heavy,
    type: [PathStepRef],
    description: 'The draft steps of a path, typed ([] for other kinds).',
    select: { id: true, kind: true },
    resolve: async (m, _args, ctx) => (kindOf(m.kind).document === 'path' ? readPathSteps(await draftLoaders(ctx.deps.prisma).steps(m.id)) : []),
  }),
  publishedPathSteps: t.field({
    ...heavy,
    type: [PathStepRef],
    nullable: true,
    description: 'The published steps of a path, typed; null until first published (and for other kinds).',
    select: { kind: true, publishedData: true, publishedRevision: true },
    resolve: (m) => (kindOf(m.kind).document !== 'path' || m.publishedRevision === null ? null : readPathSteps(m.publishedData)),
  }),
}));

export const PublishedPathRef = builder.objectRef<PublishedPath>('PublishedPath').implement({
  description: 'What viewers outside the app see of a path: its published steps (without correct answers) and styling.',
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    companyName: t.exposeString('companyName'),
    revision: t.exposeInt('revision'),
    data: t.field({ ...heavy, type: 'JSON', description: 'The steps, read by the path rules, without which options are correct.', resolve: (p) => p.data }),
    config: t.field({ type: 'JSON', resolve: (p) => p.config }),
  }),
});

builder.queryFields((t) => ({
  publishedPath: t.field({
    type: PublishedPathRef,
    nullable: true,
    description: 'Public (no sign-in): a published path that is PUBLIC or GUEST; staff of the company also get PRIVATE ones. Null otherwise.',
    args: { companySlug: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => publishedPath(ctx.deps, ctx, args.companySlug, args.slug),
  }),
}));
