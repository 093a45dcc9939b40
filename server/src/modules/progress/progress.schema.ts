/**
 * GraphQL for learners' progress (hub issue §5), under the learner scope: read progress, open,
 * current step, Complete, Finish, study time, answers and uploads. Every write takes a `clientId`
 * (a UUID the browser makes and keeps with the write in its offline queue): a retry with the same
 * id is answered with the current state and never counted twice. `openMaterial` and
 * `rateMaterial` also serve visitors who are not signed in (Public materials; `visitorId`).
 */
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { hubCompany, HubMaterialViewRef } from '../hub/index.js';
import { answerQuestion, uploadAnswerFile } from './answers.service.js';
import * as progress from './progress.service.js';
import { openAsVisitor, rateAsLearner, rateAsVisitor } from './satisfaction.service.js';

const writeErrors = [...commonErrors, ConflictError] as const;

export const ProgressStatusEnum = builder.enumType('LearnerProgressStatus', { values: ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const });
export const SatisfactionScoreEnum = builder.enumType('SatisfactionScore', {
  description: "The satisfaction modal's five faces.",
  values: ['ANGRY', 'SAD', 'NEUTRAL', 'HAPPY', 'EXCITED'] as const,
});

const LearnerScoreRef = builder.objectRef<{ correct: number; graded: number; percent: number }>('LearnerScore').implement({
  description: 'Latest attempts at the graded questions (multiple choice, multi select): how many are right.',
  fields: (t) => ({ correct: t.exposeInt('correct'), graded: t.exposeInt('graded'), percent: t.exposeInt('percent', { description: 'Rounded down.' }) }),
});

const LearnerAnswerRef = builder.objectRef<progress.LatestAnswer>('LearnerAnswer').implement({
  description: "The learner's latest attempt at one question.",
  fields: (t) => ({
    elementId: t.exposeString('elementId'),
    questionId: t.exposeString('questionId', { nullable: true, description: 'Which question of a multiple-choice element.' }),
    questionType: t.exposeString('questionType'),
    answer: t.field({ type: 'JSON', resolve: (a) => a.answer }),
    result: t.exposeBoolean('result', { nullable: true, description: 'Right or wrong; null for questions that are not graded.' }),
    answeredAt: t.string({ nullable: true, description: "The learner's local time with offset.", resolve: (a) => a.answeredAtLocal }),
  }),
});

export const LearnerProgressRef = builder.objectRef<progress.ProgressView>('LearnerProgress').implement({
  description: "A learner's progress through one material (audience.md §3 hub response).",
  fields: (t) => ({
    materialId: t.exposeID('materialId'),
    status: t.field({ type: ProgressStatusEnum, resolve: (p) => p.status }),
    currentStep: t.exposeInt('currentStep', { description: '1-based.' }),
    minutes: t.exposeInt('minutes', { description: 'Time really spent (visible tab, not idle), in whole minutes.' }),
    completedStepIds: t.exposeIntList('completedStepIds'),
    score: t.field({ type: LearnerScoreRef, nullable: true, resolve: (p) => p.score }),
    passMark: t.exposeInt('passMark', { nullable: true, description: 'The share of right answers (percent) completion needs; null for none.' }),
    passed: t.exposeBoolean('passed'),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.completedAt }),
    answers: t.field({ type: [LearnerAnswerRef], resolve: (p) => p.latestAnswers }),
  }),
});

export const ProgressPayload = builder.objectRef<{ progress: progress.ProgressView }>('LearnerProgressPayload').implement({
  fields: (t) => ({ progress: t.field({ type: LearnerProgressRef, resolve: (p) => p.progress }) }),
});

const AnswerPayload = builder.objectRef<Awaited<ReturnType<typeof answerQuestion>> & { fileUrl?: string | null }>('AnswerQuestionPayload').implement({
  fields: (t) => ({
    progress: t.field({ type: LearnerProgressRef, resolve: (p) => p.progress }),
    result: t.boolean({ nullable: true, description: 'Right or wrong; null when the question is not graded.', resolve: (p) => p.answer.result }),
    explanation: t.string({ description: "The author's explanation of the chosen option(s); empty when none.", resolve: (p) => p.answer.explanation }),
    fileUrl: t.string({
      nullable: true,
      description: "Always null: learners' files are private (staff download them from the learner's profile).",
      resolve: (p) => p.fileUrl ?? null,
    }),
  }),
});

const MaterialWriteInput = builder.inputType('LearnerMaterialWriteInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, description: "The material's uuid as the hub lists it." }),
    clientId: t.string({ required: true, description: 'A new UUID per change, kept for its retries.' }),
  }),
});
const SaveCurrentStepInput = builder.inputType('SaveCurrentStepInput', {
  fields: (t) => ({
    materialId: t.id({ required: true }),
    clientId: t.string({ required: true }),
    currentStep: t.int({ required: true, description: 'The opened step: index + 1.' }),
  }),
});
const CompleteStepInput = builder.inputType('CompleteStepInput', {
  fields: (t) => ({ materialId: t.id({ required: true }), clientId: t.string({ required: true }), stepId: t.int({ required: true }) }),
});
const RecordStudyTimeInput = builder.inputType('RecordStudyTimeInput', {
  fields: (t) => ({
    materialId: t.id({ required: true }),
    clientId: t.string({ required: true }),
    seconds: t.int({
      required: true,
      description: `Active seconds since the last report, 1 to ${progress.MAX_SECONDS_PER_WRITE} (0 allowed on the last report of a visit).`,
    }),
    final: t.boolean({
      required: false,
      description: 'The last report of this visit (the learner leaves the material): also records that they ended the session (xAPI terminated).',
    }),
    visitSeconds: t.int({ required: false, description: 'With final: the active seconds of the whole visit (defaults to seconds).' }),
  }),
});
const AnswerQuestionInput = builder.inputType('AnswerQuestionInput', {
  description: 'One attempt: the field that fits the question (optionId, optionIds, text, date, time or checked).',
  fields: (t) => ({
    materialId: t.id({ required: true }),
    clientId: t.string({ required: true }),
    stepId: t.int({ required: true }),
    elementId: t.string({ required: true }),
    questionId: t.string({ description: 'Multiple choice: which question of the element.' }),
    optionId: t.string({ description: 'Multiple choice.' }),
    optionIds: t.stringList({ description: 'Multi select.' }),
    text: t.string({ description: 'Short and long answer.' }),
    date: t.string({ description: 'YYYY-MM-DD.' }),
    time: t.string({ description: 'HH:MM.' }),
    checked: t.boolean({ description: 'Checkbox.' }),
    answeredAt: t.string({ required: true, description: 'The local time with its offset, like 2026-11-25T14:03:00+01:00.' }),
  }),
});
const UploadAnswerFileInput = builder.inputType('UploadAnswerFileInput', {
  fields: (t) => ({
    materialId: t.id({ required: true }),
    clientId: t.string({ required: true }),
    stepId: t.int({ required: true }),
    elementId: t.string({ required: true }),
    answeredAt: t.string({ required: true }),
    file: t.field({ type: 'File', required: true, description: 'JPG, JPEG, PNG, PDF, DOCX or CSV, at most 15 MB.' }),
  }),
});
const VisitInput = builder.inputType('OpenMaterialInput', {
  fields: (t) => ({
    companySlug: t.string({ required: true }),
    materialId: t.id({ required: true }),
    clientId: t.string({ required: true, description: 'A new UUID per page load.' }),
    visitorId: t.string({ description: 'Not signed in: the UUID this browser keeps for the hub.' }),
  }),
});
const RateMaterialInput = builder.inputType('RateMaterialInput', {
  fields: (t) => ({
    companySlug: t.string({ required: true }),
    materialId: t.id({ required: true }),
    score: t.field({ type: SatisfactionScoreEnum, required: true }),
    clientId: t.string({ required: true }),
    visitorId: t.string({ description: 'Not signed in: the UUID this browser keeps for the hub.' }),
  }),
});

const RatedPayload = builder.objectRef<{ materialId: string; score: 'ANGRY' | 'SAD' | 'NEUTRAL' | 'HAPPY' | 'EXCITED' }>('RateMaterialPayload').implement({
  fields: (t) => ({ materialId: t.exposeID('materialId'), score: t.field({ type: SatisfactionScoreEnum, resolve: (r) => r.score }) }),
});
const VisitPayload = builder.objectRef<{ progress: progress.ProgressView | null }>('OpenMaterialPayload').implement({
  fields: (t) => ({
    progress: t.field({ type: LearnerProgressRef, nullable: true, description: 'A learner: their progress; a visitor: null.', resolve: (p) => p.progress }),
  }),
});

builder.queryFields((t) => ({
  learnerProgress: t.field({
    type: LearnerProgressRef,
    authScopes: { learner: true },
    description: "The signed-in learner's progress in a material of their company (NOT_STARTED before the first open).",
    args: { materialId: t.arg.id({ required: true }) },
    resolve: (_root, { materialId }, ctx) => progress.progressOf(ctx.deps, ctx.learner!, String(materialId)),
  }),
}));

builder.mutationFields((t) => ({
  openMaterial: t.field({
    type: VisitPayload,
    errors: { types: [...writeErrors] },
    description:
      "The hub opened a material: counts an open (and a unique visit the first time). A learner of the hub's company, or a visitor with visitorId (Public materials).",
    args: { input: t.arg({ type: VisitInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const hub = await hubCompany(ctx.deps, input.companySlug);
      if (ctx.learner?.companyId === hub.id) return { progress: await progress.openMaterial(ctx.deps, ctx.learner, String(input.materialId), input.clientId) };
      if (!input.visitorId) throw new NotFoundError('Sign in to the hub, or send the visitorId this browser keeps.');
      await openAsVisitor(ctx.deps, hub.id, String(input.materialId), input.visitorId, ctx.ip);
      return { progress: null };
    },
  }),
  saveCurrentStep: t.field({
    type: ProgressPayload,
    authScopes: { learner: true },
    errors: { types: [...writeErrors] },
    description: 'The learner opened a step: its number (index + 1) is their current step.',
    args: { input: t.arg({ type: SaveCurrentStepInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      progress: await progress.saveCurrentStep(ctx.deps, ctx.learner!, String(input.materialId), input.currentStep, input.clientId),
    }),
  }),
  completeStep: t.field({
    type: ProgressPayload,
    authScopes: { learner: true },
    errors: { types: [...writeErrors] },
    description: "Complete on a path's step; completes the path when every step is done and the pass mark is met.",
    args: { input: t.arg({ type: CompleteStepInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      progress: await progress.completeStep(ctx.deps, ctx.learner!, String(input.materialId), input.stepId, input.clientId),
    }),
  }),
  completeMaterial: t.field({
    type: ProgressPayload,
    authScopes: { learner: true },
    errors: { types: [...writeErrors] },
    description: 'Finish of a walkthrough, doc or video.',
    args: { input: t.arg({ type: MaterialWriteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ progress: await progress.completeMaterial(ctx.deps, ctx.learner!, String(input.materialId), input.clientId) }),
  }),
  recordStudyTime: t.field({
    type: ProgressPayload,
    authScopes: { learner: true },
    errors: { types: [...writeErrors] },
    args: { input: t.arg({ type: RecordStudyTimeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      progress: await progress.recordStudyTime(
        ctx.deps,
        ctx.learner!,
        String(input.materialId),
        input.seconds,
        input.clientId,
        input.final ? { visitSeconds: input.visitSeconds ?? input.seconds } : null,
      ),
    }),
  }),
  answerQuestion: t.field({
    type: AnswerPayload,
    authScopes: { learner: true },
    errors: { types: [...writeErrors] },
    description: 'One attempt at a question of a path; every attempt is kept, the latest counts for the score.',
    args: { input: t.arg({ type: AnswerQuestionInput, required: true }) },
    resolve: (_root, { input }, ctx) => answerQuestion(ctx.deps, ctx.learner!, { ...input, materialId: String(input.materialId) }),
  }),
  uploadAnswerFile: t.field({
    type: AnswerPayload,
    authScopes: { learner: true },
    errors: { types: [...writeErrors, PayloadTooLargeError, UnsupportedMediaTypeError] },
    description: 'A file for a file-upload question (GraphQL multipart request).',
    args: { input: t.arg({ type: UploadAnswerFileInput, required: true }) },
    resolve: (_root, { input }, ctx) => uploadAnswerFile(ctx.deps, ctx.learner!, { ...input, materialId: String(input.materialId) }),
  }),
  rateMaterial: t.field({
    type: RatedPayload,
    errors: { types: [...writeErrors] },
    description: "The satisfaction modal's score; a new one replaces the learner's (or this browser's) earlier score.",
    args: { input: t.arg({ type: RateMaterialInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const hub = await hubCompany(ctx.deps, input.companySlug);
      if (ctx.learner?.companyId === hub.id) return rateAsLearner(ctx.deps, ctx.learner, String(input.materialId), input.score, input.clientId);
      if (!input.visitorId) throw new NotFoundError('Sign in to the hub, or send the visitorId this browser keeps.');
      return rateAsVisitor(ctx.deps, hub.id, String(input.materialId), input.score, input.visitorId, ctx.ip);
    },
  }),
}));

builder.objectField(HubMaterialViewRef, 'myProgress', (t) =>
  t.field({
    type: LearnerProgressRef,
    nullable: true,
    description: "The signed-in learner's progress here (null for visitors, staff, or when the material is not open to them).",
    resolve: async (m, _args, ctx) => {
      if (!ctx.learner || m.gate !== 'OPEN') return null;
      return progress.progressOf(ctx.deps, ctx.learner, m.id).catch((err) => {
        if (err instanceof NotFoundError || err instanceof ForbiddenError) return null;
        throw err;
      });
    },
  }),
);
