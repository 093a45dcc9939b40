/**
 * Walkthrough content on the Material node (draft, published copy, typed steps and config, the
 * published history), the public `publishedWalkthrough` read for embeds, and (imported below)
 * the editing mutations and the `materialSaved` subscription.
 */
import { resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { HEAVY_FIELD_COST, PAGE_SIZE } from '../../graphql/query-cost.js';
import { ValidationError } from '../../lib/errors.js';
import { MaterialKindEnum } from '../materials/material-enums.schema.js';
import { configOrDefault } from '../materials/material-defaults.js';
import { readConfig, readSteps } from './walkthrough-data.js';
import { publishedWalkthrough, type PublishedWalkthrough } from './walkthrough-reads.service.js';
import { ConfigSectionRef, WalkthroughStepRef } from './walkthrough-types.schema.js';
import { revisionPage, type RevisionRow } from './walkthroughs.service.js';
import './walkthroughs.mutations.js';
import './walkthroughs.subscription.js';

const MaterialRevisionRef = builder.objectRef<RevisionRow>('MaterialRevision').implement({
  description: "A published snapshot of a material (listed by the editor's history; restore copies it into the draft).",
  fields: (t) => ({
    revision: t.exposeInt('revision', { description: 'The draft revision that was published; restoreMaterialRevision takes it.' }),
    number: t.exposeInt('number', { description: '1 for the first publish of this material, 2 for the next…: the number people see.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    publishedByName: t.string({ nullable: true, resolve: (r) => r.publishedByName }),
  }),
});

/** A whole walkthrough document (up to 1 MB): counted as HEAVY_FIELD_COST by the query cost limit. */
const heavy = { extensions: { cost: HEAVY_FIELD_COST } };

/** Revision cursors are the revision number itself. */
function revisionCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const n = Number(cursor);
  if (!/^\d{1,10}$/.test(cursor) || !Number.isSafeInteger(n)) throw ValidationError.field('after', 'Not a valid revisions cursor.');
  return n;
}

builder.prismaObjectFields('LearningMaterial', (t) => ({
  draftData: t.field({
    ...heavy,
    type: 'JSON',
    description: 'The draft steps as stored (editors load this).',
    select: { draftData: true },
    resolve: (m) => m.draftData,
  }),
  draftConfig: t.field({
    type: 'JSON',
    description: "The draft styling sections; the kind's default when empty.",
    select: { kind: true, draftConfig: true },
    resolve: (m) => configOrDefault(m.kind, m.draftConfig),
  }),
  publishedData: t.field({
    ...heavy,
    type: 'JSON',
    nullable: true,
    description: 'Null until first published.',
    select: { publishedData: true },
    resolve: (m) => m.publishedData,
  }),
  publishedConfig: t.field({
    type: 'JSON',
    nullable: true,
    select: { kind: true, publishedConfig: true, publishedRevision: true },
    resolve: (m) => (m.publishedRevision === null ? null : configOrDefault(m.kind, m.publishedConfig)),
  }),
  publishedRevision: t.exposeInt('publishedRevision', { nullable: true }),
  steps: t.field({
    ...heavy,
    type: [WalkthroughStepRef],
    description: 'The draft steps, typed ([] for paths).',
    select: { kind: true, draftData: true },
    resolve: (m) => (m.kind === 'PATH' ? [] : readSteps(m.draftData)),
  }),
  publishedSteps: t.field({
    ...heavy,
    type: [WalkthroughStepRef],
    nullable: true,
    description: 'The published steps, typed; null until first published.',
    select: { kind: true, publishedData: true, publishedRevision: true },
    resolve: (m) => (m.publishedRevision === null ? null : m.kind === 'PATH' ? [] : readSteps(m.publishedData)),
  }),
  config: t.field({
    type: [ConfigSectionRef],
    description: "The draft styling, typed (the kind's default when empty).",
    select: { kind: true, draftConfig: true },
    resolve: (m) => readConfig(configOrDefault(m.kind, m.draftConfig)),
  }),
  revisions: t.connection(
    {
      type: MaterialRevisionRef,
      description: 'Published revisions, newest first.',
      select: { id: true },
      resolve: (m, args, ctx) =>
        resolveCursorConnection<Promise<RevisionRow[]>>(
          { args, toCursor: (r: RevisionRow) => String(r.revision), defaultSize: PAGE_SIZE.default, maxSize: PAGE_SIZE.max },
          ({ before, after, limit, inverted }): Promise<RevisionRow[]> =>
            // Newest first: `after` a cursor means lower revisions; `last` pages are fetched oldest first and flipped by the helper.
            revisionPage(ctx.deps, m.id, { below: revisionCursor(after), above: revisionCursor(before), limit, oldestFirst: inverted }),
        ),
    },
    { name: 'MaterialRevisionConnection' },
    { name: 'MaterialRevisionEdge' },
  ),
}));

const PublishedWalkthroughRef = builder.objectRef<PublishedWalkthrough>('PublishedWalkthrough').implement({
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

builder.queryFields((t) => ({
  publishedWalkthrough: t.field({
    type: PublishedWalkthroughRef,
    nullable: true,
    description: 'Public (no sign-in): a published walkthrough that is PUBLIC or GUEST; staff of the company also get PRIVATE ones. Null otherwise.',
    args: { companySlug: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => publishedWalkthrough(ctx.deps, ctx.actor, args.companySlug, args.slug),
  }),
}));
