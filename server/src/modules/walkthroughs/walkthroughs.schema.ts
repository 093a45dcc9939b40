/**
 * Walkthrough content on the Material node (typed steps and config) and the public
 * `publishedWalkthrough` read for embeds. Drafts, publishing and history are the content
 * module's (content.schema.ts), for every kind.
 */
import { kindOf } from '@learnhub/content';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.js';
import { HEAVY_FIELD_COST } from '../../graphql/query-cost.js';
import { draftLoaders } from '../content/index.js';
import { configOrDefault, MaterialKindEnum } from '../materials/index.js';
import { readConfig, readSteps } from './walkthrough-data.js';
import { publishedWalkthrough, type PublishedWalkthrough } from './walkthrough-reads.service.js';
import { ConfigSectionRef, WalkthroughStepRef } from './walkthrough-types.schema.js';

/** A whole walkthrough document (up to 1 MB): counted as HEAVY_FIELD_COST by the query cost limit. */
const heavy = { extensions: { cost: HEAVY_FIELD_COST } };

builder.prismaObjectFields('LearningMaterial', (t) => ({
  steps: t.field({
    ...heavy,
    type: [WalkthroughStepRef],
    description: 'The draft steps, typed ([] for paths).',
    select: { id: true, kind: true },
    resolve: async (m, _args, ctx) => (kindOf(m.kind).document !== 'walkthrough' ? [] : readSteps(await draftLoaders(ctx.deps.prisma).steps(m.id))),
  }),
  publishedSteps: t.field({
    ...heavy,
    type: [WalkthroughStepRef],
    nullable: true,
    description: 'The published steps, typed; null until first published.',
    select: { kind: true, publishedData: true, publishedRevision: true },
    resolve: (m) => (m.publishedRevision === null ? null : kindOf(m.kind).document !== 'walkthrough' ? [] : readSteps(m.publishedData)),
  }),
  config: t.field({
    type: [ConfigSectionRef],
    description: "The draft styling, typed (the kind's default when empty).",
    select: { kind: true, draftConfig: true },
    resolve: (m) => readConfig(configOrDefault(m.kind, m.draftConfig)),
  }),
}));

export const PublishedWalkthroughRef = builder.objectRef<PublishedWalkthrough>('PublishedWalkthrough').implement({
  description: 'What an embed shows: the published steps and styling of a walkthrough, doc or video.',
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    companyName: t.exposeString('companyName'),
    kind: t.expose('kind', { type: MaterialKindEnum }),
    revision: t.exposeInt('revision'),
    steps: t.field({ ...heavy, type: [WalkthroughStepRef], resolve: (w) => w.steps }),
    config: t.field({ type: [ConfigSectionRef], resolve: (w) => w.config }),
  }),
});

/** The uuid inside a Material's global id; "" for anything else (which then finds nothing). */
function materialUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Material' ? id : '';
  } catch {
    return '';
  }
}

builder.queryFields((t) => ({
  publishedWalkthrough: t.field({
    type: PublishedWalkthroughRef,
    nullable: true,
    description:
      "Public (no sign-in): a published walkthrough, doc or video of the company, by its slug or by its id (a Material's global id, as a path's Walkthroughs element keeps it; give one of the two). PUBLIC and GUEST ones for anyone; PRIVATE ones for the company's staff and for learners on the material's access list. Null otherwise.",
    args: {
      companySlug: t.arg.string({ required: true }),
      slug: t.arg.string({ required: false }),
      id: t.arg.id({ required: false, description: "The Material's global id." }),
    },
    resolve: (_root, args, ctx) => {
      // The caller's mistake, not a server fault: a plain GraphQL input error (Yoga logs AppErrors thrown from queries).
      if ((args.slug == null) === (args.id == null))
        throw new GraphQLError("Give the walkthrough's slug or its id (one of the two).", { extensions: { code: 'BAD_USER_INPUT' } });
      return publishedWalkthrough(ctx.deps, ctx, args.companySlug, args.slug != null ? { slug: args.slug } : { id: materialUuid(String(args.id)) });
    },
  }),
}));
