/**
 * GraphQL: the Paths and Walkthroughs audience pages (audience.md §2 "Walkthroughs and Paths
 * audience pages"): learner × material rows of one kind, grouped by material (ordered by its
 * name, then newest activity), paged on the server. The REST twin is GET /learning_materials/audience.
 */
import { kindOf } from '@learnhub/content';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { PII_NOTE, pii } from '../../graphql/pii.js';
import { ValidationError } from '../../lib/errors.js';
import { MaterialKindEnum } from '../materials/index.js';
import { ProgressStatusEnum } from '../progress/index.js';
import { type MaterialAudienceRow, materialAudienceRows } from '../walkthroughs/index.js';
import { PAGE_SIZES, parsePaging } from './audience-query.js';

const RowRef = builder.objectRef<MaterialAudienceRow>('MaterialAudienceRow').implement({
  fields: (t) => ({
    id: t.exposeID('progressId', { description: 'The progress record (one learner in one material).' }),
    materialId: t.exposeID('materialId', { description: "The material's uuid." }),
    materialName: t.exposeString('materialName'),
    materialImageUrl: t.exposeString('materialImageUrl', { nullable: true }),
    learnerId: t.field({
      type: 'ID',
      description: 'Global id of the learner as an AudienceLearner (their profile).',
      resolve: (r) => encodeGlobalID('AudienceLearner', r.learnerId),
    }),
    learnerName: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, r.learnerName) }),
    email: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, r.email) }),
    imageUrl: t.string({ nullable: true, description: `Their picture.${PII_NOTE}`, resolve: (r, _a, ctx) => pii(ctx, r.imageUrl) }),
    progress: t.exposeInt('progress', { description: 'Percent of the steps completed (100 once the material is).' }),
    opens: t.exposeInt('opens'),
    currentStep: t.exposeInt('currentStep', { description: '1-based.' }),
    stepsTotal: t.exposeInt('stepsTotal'),
    status: t.expose('status', { type: ProgressStatusEnum }),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime' }),
  }),
});

const PageRef = builder.objectRef<{ rows: MaterialAudienceRow[]; total: number; page: number; pageSize: number }>('MaterialAudiencePage').implement({
  fields: (t) => ({
    records: t.field({ type: [RowRef], resolve: (p) => p.rows }),
    totalCount: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    totalPages: t.int({ resolve: (p) => Math.max(1, Math.ceil(p.total / p.pageSize)) }),
  }),
});

builder.queryFields((t) => ({
  materialAudience: t.field({
    type: PageRef,
    description: "Learners' progress in the company's materials of one kind, grouped by material.",
    authScopes: { permission: 'analytics.read' },
    extensions: { pageSizeArg: 'pageSize' },
    args: {
      kind: t.arg({ type: MaterialKindEnum, required: true }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
      pageSize: t.arg.int({ required: false, defaultValue: PAGE_SIZES.default, description: `1 to ${PAGE_SIZES.max}.` }),
    },
    resolve: async (_root, args, ctx) => {
      // Only the kinds with an audience page (the Paths and Walkthroughs pages).
      if (!kindOf(args.kind).audiencePage) throw ValidationError.field('kind', 'kind must be PATH or WALKTHROUGH.');
      const { page, pageSize } = parsePaging(args.page, args.pageSize);
      const r = await materialAudienceRows(ctx.deps, ctx.actor, { kind: args.kind, page, limit: pageSize, order: 'material' });
      return { ...r, page, pageSize };
    },
  }),
}));
