/**
 * Content on the Material node, for every kind: the draft and published copy as stored, the
 * published history, and (imported below) the editing mutations and the `materialSaved`
 * subscription. Typed views of a kind's steps live with the kind (walkthroughs.schema.ts).
 */
import { kindOf, upgradeDocument } from '@learnhub/content';
import { resolveCursorConnection } from '@pothos/plugin-relay';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import { HEAVY_FIELD_COST, PAGE_SIZE } from '../../graphql/query-cost.js';
import { ValidationError } from '../../lib/errors.js';
import { configOrDefault } from '../materials/index.js';
import { contentKind } from './content-kinds.js';
import { revisionPage, type RevisionRow } from './content.service.js';
import { draftLoaders } from './draft-store.js';
import './content.mutations.js';
import './content.subscription.js';

const MaterialRevisionRef = builder.objectRef<RevisionRow>('MaterialRevision').implement({
  description: "A published snapshot of a material (listed by the editor's history; restore copies it into the draft).",
  fields: (t) => ({
    revision: t.exposeInt('revision', { description: 'The draft revision that was published; restoreMaterialRevision takes it.' }),
    number: t.exposeInt('number', { description: '1 for the first publish of this material, 2 for the next…: the number people see.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    publishedByName: t.string({ nullable: true, resolve: (r) => r.publishedByName }),
  }),
});

/** Path documents are read with their rules (older rows normalised); walkthrough steps are returned as stored. */
const readsPathSteps = (kind: MaterialKind) => kindOf(kind).document === 'path';

/** A whole document (up to 1 MB): counted as HEAVY_FIELD_COST by the query cost limit. */
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
    description: "The draft steps in order (editors load this): as stored, read with the kind's rules for paths (older rows normalised).",
    select: { id: true, kind: true },
    resolve: async (m, _args, ctx) => {
      const steps = await draftLoaders(ctx.deps.prisma).steps(m.id);
      return readsPathSteps(m.kind) ? contentKind(m.kind).readSteps(steps) : steps;
    },
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
    description: 'Null until first published; read with the path rules for paths, like draftData.',
    select: { kind: true, publishedData: true },
    resolve: (m) =>
      m.publishedData === null ? null : readsPathSteps(m.kind) ? contentKind(m.kind).readSteps(m.publishedData) : upgradeDocument(m.kind, m.publishedData),
  }),
  publishedConfig: t.field({
    type: 'JSON',
    nullable: true,
    select: { kind: true, publishedConfig: true, publishedRevision: true },
    resolve: (m) => (m.publishedRevision === null ? null : configOrDefault(m.kind, m.publishedConfig)),
  }),
  publishedRevision: t.exposeInt('publishedRevision', { nullable: true }),
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
