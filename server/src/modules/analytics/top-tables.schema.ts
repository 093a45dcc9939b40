/** GraphQL: the rows of the dashboard's two tables (top-tables.ts defines every figure). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { PII_NOTE, pii } from '../../graphql/pii.js';
import { uploadUrl } from '../../uploads/storage.js';
import { draftLoaders } from '../content/index.js';
import { MaterialKindEnum } from '../materials/index.js';
import type { ContentRow, EngagedLearner } from './top-tables.js';

// No field is called `id`: a row is not the Material (or learner) itself, and Relay would merge
// the period's figures into the material's record.
export const ContentRowRef = builder.objectRef<ContentRow>('DashboardContentRow').implement({
  description: 'One material of Top Performing Content, with its figures in the period.',
  fields: (t) => ({
    materialId: t.id({ description: "The material's global id (a Material node).", resolve: (r) => encodeGlobalID('Material', r.materialId) }),
    name: t.exposeString('name'),
    kind: t.field({ type: MaterialKindEnum, resolve: (r) => r.kind }),
    imageUrl: t.string({
      nullable: true,
      description: "The thumbnail, else the first step's background (as the material cards); null for none.",
      resolve: async (r, _args, ctx) => uploadUrl(r.thumbnailKey) ?? (await draftLoaders(ctx.deps.prisma).background(r.materialId)),
    }),
    uniques: t.exposeInt('uniques', { description: 'Distinct learners and visitors who opened it in the period.' }),
    opens: t.exposeInt('opens', { description: 'Opens in the period.' }),
    completions: t.exposeInt('completions', { description: 'Completions in the period.' }),
    nps: t.exposeInt('nps', {
      nullable: true,
      description:
        'Net Promoter Score from the satisfaction faces given in the period (each person once, their last score): % Excited − % Angry, Sad or Neutral (Happy is passive), −100 to 100; null when nobody rated it.',
    }),
    ratings: t.exposeInt('ratings', { description: 'The people whose score counts in `nps`.' }),
  }),
});

export const EngagedLearnerRef = builder.objectRef<EngagedLearner>('DashboardEngagedLearner').implement({
  description: 'One learner of Most Engaged Users, with their figures in the period.',
  fields: (t) => ({
    learnerId: t.id({ description: "The learner's uuid.", resolve: (r) => r.learnerId }),
    name: t.string({
      nullable: true,
      description: `First and last name; the e-mail when they gave none.${PII_NOTE}`,
      resolve: (r, _a, ctx) => pii(ctx, [r.firstName?.trim(), r.lastName?.trim()].filter(Boolean).join(' ') || r.email),
    }),
    email: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, r.email) }),
    avatarUrl: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, uploadUrl(r.avatarKey)) }),
    activeDays: t.exposeInt('activeDays', { description: 'Days of the period with any activity.' }),
    studySeconds: t.exposeInt('seconds', { description: 'Active study time in the period (visible tab, not idle), in seconds.' }),
    completions: t.exposeInt('completions', { description: 'Materials completed in the period.' }),
  }),
});
