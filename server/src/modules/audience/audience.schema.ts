/**
 * GraphQL: the audience table (`audience`, paged on the server), its export rows
 * (`audienceExport`), and a learner as a Relay node (`AudienceLearner`) with their activity,
 * answers and files — the profile modal's tabs. Staff who may read analytics; exports need
 * analytics.export (not View Only). audience.service.ts defines every figure.
 */
import { actorCan } from '../../auth/actor.js';
import { builder } from '../../graphql/builder.js';
import { PII_NOTE, pii } from '../../graphql/pii.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { MaterialKindEnum } from '../materials/index.js';
import { ProgressStatusEnum } from '../progress/index.js';
import { type AudienceRecord, audienceExport, audiencePage, audienceRecords } from './audience.service.js';
import { type DateStyle, parseFilter, parseOrder, parsePaging, SORTS } from './audience-query.js';
import * as profile from './learner-profile.service.js';

const ActivityStatusEnum = builder.enumType('ActivityStatus', {
  description: 'Engaged, At Risk or Neutral, by the rule in the README ("Analytics"); thresholds in Settings → Company.',
  values: ['ENGAGED', 'AT_RISK', 'NEUTRAL'] as const,
});
const AudienceSortEnum = builder.enumType('AudienceSort', { values: SORTS });
const SortDirectionEnum = builder.enumType('SortDirection', { values: ['ASC', 'DESC'] as const });

const AudienceFilterInput = builder.inputType('AudienceFilter', {
  fields: (t) => ({
    statuses: t.field({ type: [ActivityStatusEnum], required: false, description: 'Any of these statuses; empty or left out: all.' }),
    learningStartFrom: t.string({ required: false, description: "First activity on or after this day (YYYY-MM-DD, the company's time zone)." }),
    learningStartTo: t.string({ required: false, description: 'First activity on or before this day (YYYY-MM-DD).' }),
    recentActivityFrom: t.string({ required: false, description: 'Latest activity on or after this day (YYYY-MM-DD).' }),
    recentActivityTo: t.string({ required: false, description: 'Latest activity on or before this day (YYYY-MM-DD).' }),
    keyword: t.string({ required: false, description: 'Part of the name or e-mail, or the start of the user id.' }),
  }),
});

/** The audience record's own fields, shared by the table's node and the export's flat row. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
function recordFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, AudienceRecord>) {
  return {
    userId: t.exposeString('id', { description: 'The learner\'s uuid (what "User ID" shows and the search matches).' }),
    name: t.string({
      nullable: true,
      description: `First and last name, or the e-mail when there is no name.${PII_NOTE}`,
      resolve: (r, _a, ctx) => pii(ctx, r.name),
    }),
    firstName: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, r.firstName) }),
    lastName: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, r.lastName) }),
    email: t.string({ nullable: true, description: PII_NOTE.trim(), resolve: (r, _a, ctx) => pii(ctx, r.email) }),
    imageUrl: t.string({ nullable: true, description: `Their picture.${PII_NOTE}`, resolve: (r, _a, ctx) => pii(ctx, r.imageUrl) }),
    activityStatus: t.expose('activityStatus', { type: ActivityStatusEnum }),
    statusReason: t.exposeString('statusReason', { description: 'Why: "No activity for 12 days; 2 steps overdue", "Active 2 days ago", "No activity yet".' }),
    completionRate: t.exposeInt('completionRate', { description: 'Completed ÷ started materials, whole percent.' }),
    studySeconds: t.exposeInt('studySeconds', { description: 'Active study time (visible tab, not idle), seconds.' }),
    learningStart: t.expose('learningStart', { type: 'DateTime', nullable: true, description: 'First activity.' }),
    recentActivity: t.expose('recentActivity', { type: 'DateTime', nullable: true, description: 'Latest activity.' }),
    uniqueVisits: t.exposeInt('uniqueVisits', { description: 'Materials opened.' }),
    opens: t.exposeInt('opens'),
    completions: t.exposeInt('completions'),
    satisfactionScore: t.exposeFloat('satisfactionScore', {
      nullable: true,
      description: 'Mean of the satisfaction faces, 1 (angry) to 5 (excited); null when none given.',
    }),
    learningGroups: t.exposeStringList('learningGroups'),
    filesUploaded: t.exposeInt('filesUploaded'),
  };
}

const ActivityItemRef = builder.objectRef<profile.ActivityItem>('LearnerActivityItem').implement({
  fields: (t) => ({
    materialId: t.exposeID('materialId', { description: "The material's uuid." }),
    materialName: t.exposeString('materialName'),
    materialKind: t.expose('materialKind', { type: MaterialKindEnum }),
    iconUrl: t.exposeString('iconUrl', { nullable: true }),
    status: t.expose('status', { type: ProgressStatusEnum }),
    studySeconds: t.exposeInt('studySeconds'),
    opens: t.exposeInt('opens'),
    currentStep: t.exposeInt('currentStep', { description: '1-based.' }),
    stepsTotal: t.exposeInt('stepsTotal'),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime', nullable: true }),
  }),
});
const ActivityGroupRef = builder.objectRef<profile.ActivityGroup>('LearnerActivityGroup').implement({
  fields: (t) => ({ totalStudySeconds: t.exposeInt('totalStudySeconds'), items: t.field({ type: [ActivityItemRef], resolve: (g) => g.items }) }),
});
const ActivityRef = builder.objectRef<profile.LearnerActivity>('LearnerActivity').implement({
  fields: (t) => ({
    docs: t.field({ type: ActivityGroupRef, description: 'Docs and videos.', resolve: (a) => a.docs }),
    paths: t.field({ type: ActivityGroupRef, resolve: (a) => a.paths }),
    walkthroughs: t.field({ type: ActivityGroupRef, resolve: (a) => a.walkthroughs }),
  }),
});
const ResponseRef = builder.objectRef<profile.ResponseRecord>('LearnerResponseRecord').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.exposeString('question'),
    questionType: t.exposeString('questionType'),
    materialKind: t.expose('materialKind', { type: MaterialKindEnum }),
    materialName: t.exposeString('materialName'),
    result: t.exposeBoolean('result', { nullable: true, description: 'Correct or Incorrect; null for questions that are not graded.' }),
    answer: t.exposeString('answer', { description: 'The answer as text (chosen options joined with ", ", a file\'s name…).' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime' }),
    answeredAtLocal: t.exposeString('answeredAtLocal', { nullable: true, description: "The learner's local time with its offset, as the hub sent it." }),
  }),
});
const FileRef = builder.objectRef<profile.FileRecord>('LearnerFileRecord').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    fileType: t.exposeString('fileType', { description: 'Extension of the stored type: pdf, docx, csv, png, jpg.' }),
    size: t.exposeInt('size'),
    materialKind: t.expose('materialKind', { type: MaterialKindEnum }),
    materialName: t.exposeString('materialName'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    downloadUrl: t.exposeString('downloadUrl', { description: 'A staff-only download address, valid for 10 minutes.' }),
  }),
});

const mayRead = (ctx: GraphQLContext) => actorCan(ctx.actor, 'analytics.read');

const AudienceLearnerRef = builder.objectRef<AudienceRecord>('AudienceLearner');
builder.node(AudienceLearnerRef, {
  description: 'One learner as the audience table shows them (audience.md §3 audience record), with their profile tabs.',
  id: { resolve: (r) => r.id },
  // node(id) of another company's learner, or by a caller who may not read analytics: null.
  loadMany: (ids, ctx) => (mayRead(ctx) ? audienceRecords(ctx.deps, ctx.actor, ids) : Promise.resolve([])),
  fields: (t) => ({
    ...recordFields(t),
    activity: t.field({ type: ActivityRef, resolve: (r, _a, ctx) => profile.learnerActivity(ctx.deps, ctx.actor, r.id) }),
    responses: t.field({
      type: [ResponseRef],
      description: 'Newest first, at most 500.',
      resolve: (r, _a, ctx) => profile.learnerResponses(ctx.deps, ctx.actor, r.id),
    }),
    files: t.field({ type: [FileRef], description: 'Newest first, at most 500.', resolve: (r, _a, ctx) => profile.learnerFiles(ctx.deps, ctx.actor, r.id) }),
  }),
});

const AudienceRowRef = builder.objectRef<AudienceRecord>('AudienceRow').implement({
  description: 'A learner as an export writes them: the audience record without the profile tabs.',
  fields: (t) => ({ id: t.exposeID('id', { description: "The learner's uuid." }), ...recordFields(t) }),
});

type PageResult = Awaited<ReturnType<typeof audiencePage>>;
const AudiencePageRef = builder.objectRef<PageResult>('AudiencePage').implement({
  fields: (t) => ({
    records: t.field({ type: [AudienceLearnerRef], resolve: (p) => p.records }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize'),
    totalPages: t.exposeInt('totalPages'),
    computedAt: t.expose('computedAt', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone'),
  }),
});
type ExportResult = Awaited<ReturnType<typeof audienceExport>>;
const AudienceExportRef = builder.objectRef<ExportResult>('AudienceExport').implement({
  fields: (t) => ({
    records: t.field({ type: [AudienceRowRef], resolve: (e) => e.records }),
    totalCount: t.exposeInt('totalCount'),
    truncated: t.exposeBoolean('truncated', { description: 'More than 10,000 learners matched: records holds the first 10,000.' }),
    computedAt: t.expose('computedAt', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone'),
  }),
});

const STYLE: DateStyle = 'iso';

builder.queryFields((t) => ({
  audience: t.field({
    type: AudiencePageRef,
    description: "The company's learners, filtered, sorted and paged on the server.",
    authScopes: { permission: 'analytics.read' },
    extensions: { pageSizeArg: 'pageSize' },
    args: {
      filter: t.arg({ type: AudienceFilterInput, required: false }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
      pageSize: t.arg.int({ required: false, defaultValue: 10, description: '1 to 50.' }),
      sort: t.arg({ type: AudienceSortEnum, required: false, defaultValue: 'RECENT_ACTIVITY' }),
      direction: t.arg({ type: SortDirectionEnum, required: false, defaultValue: 'DESC' }),
    },
    resolve: (_root, args, ctx) =>
      audiencePage(ctx.deps, ctx.actor, {
        ...parseFilter(args.filter, STYLE),
        ...parsePaging(args.page, args.pageSize),
        ...parseOrder(args.sort, args.direction),
      }),
  }),
  audienceExport: t.field({
    type: AudienceExportRef,
    description: 'Rows for an export (not View Only): the given learners (global ids), or all matching the filter; at most 10,000.',
    authScopes: { permission: 'analytics.export' },
    // Flat rows made in batches: one bounded cost whatever their number.
    extensions: { cost: 2000 },
    args: {
      filter: t.arg({ type: AudienceFilterInput, required: false }),
      ids: t.arg.globalIDList({ required: false, for: AudienceLearnerRef }),
      sort: t.arg({ type: AudienceSortEnum, required: false, defaultValue: 'RECENT_ACTIVITY' }),
      direction: t.arg({ type: SortDirectionEnum, required: false, defaultValue: 'DESC' }),
    },
    resolve: (_root, args, ctx) =>
      audienceExport(ctx.deps, ctx.actor, {
        ...parseFilter(args.filter, STYLE),
        ...parseOrder(args.sort, args.direction),
        ids: args.ids ? args.ids.map((g) => g.id) : null,
      }),
  }),
}));
