/**
 * A learner's progress through a material (audience.md §3 hub response, §4 hub completion), and
 * the writes that move it. Each write is one transaction that (1) claims the browser's clientId
 * (learner-writes.ts: a retry is answered, not applied twice), (2) locks the learner's progress
 * row for this material, so concurrent writes from two tabs never lose each other's changes,
 * (3) changes it, (4) appends the activity events (activity-log.ts) and keeps the material's
 * counters, and (5) after commit publishes the events.
 *
 * Completion (§4, done on the server so two tabs cannot undo each other): completing a step
 * replaces that step's record in `response` with `{ id, completion: true }` or appends one; the
 * material is complete when every step that has a Complete button is complete (a path whose
 * steps have none: when its last step is opened) and the pass mark, if any, is met. Walkthroughs,
 * docs and videos complete with Finish (`completeMaterial`). A completion is counted once per
 * learner; later answers never un-complete a material.
 */
import { kindOf, type PathStep, pathStepsDone } from '@learnhub/content';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import type { Prisma, ProgressStatus } from '../../generated/prisma/client.js';
import { ValidationError } from '../../lib/errors.js';
import type { LearnerActivityEvent } from '../../pubsub.js';
import { type Actor, appendEvents, type NewEvent, publishEvents, touchLearner } from './activity-log.js';
import { answerKey, passes, passMarkOf, type Score, scoreOf } from './grading.js';
import { claimWrite, parseClientId } from './learner-writes.js';
import { type LearnerMaterial, materialForLearner } from './learner-material.js';
import { keepLearnerRiskFacts } from './learner-risk-facts.js';

type Tx = Prisma.TransactionClient;
export type StepRecord = { id: number; completion: boolean };

export type LatestAnswer = {
  elementId: string;
  questionId: string | null;
  questionType: string;
  answer: unknown;
  result: boolean | null;
  answeredAtLocal: string | null;
  createdAt: Date;
};

export type ProgressView = {
  materialId: string;
  status: ProgressStatus | 'NOT_STARTED';
  currentStep: number;
  minutes: number;
  seconds: number;
  response: StepRecord[];
  completedStepIds: number[];
  score: Score | null;
  passMark: number | null;
  passed: boolean;
  completedAt: Date | null;
  latestAnswers: LatestAnswer[];
};

type ProgressRow = { id: string; status: ProgressStatus; currentStep: number; minutes: number; seconds: number; response: unknown; completedAt: Date | null };

/** The step records as stored; anything malformed (older rows) is left out. */
export function stepRecords(response: unknown): StepRecord[] {
  if (!Array.isArray(response)) return [];
  return response.flatMap((r) =>
    typeof r === 'object' && r !== null && typeof (r as StepRecord).id === 'number'
      ? [{ id: (r as StepRecord).id, completion: (r as StepRecord).completion === true }]
      : [],
  );
}

/** §4: replace an existing record for the step, otherwise append. */
export function withStepRecord(records: readonly StepRecord[], record: StepRecord): StepRecord[] {
  return records.some((r) => r.id === record.id) ? records.map((r) => (r.id === record.id ? record : r)) : [...records, record];
}

/** Creates the row on first touch, then locks it for the rest of the transaction. */
async function lockProgress(tx: Tx, learner: LearnerActor, materialId: string): Promise<ProgressRow & { created: boolean }> {
  const created = await tx.$executeRaw`
    INSERT INTO "Progress" ("id", "companyId", "learnerId", "materialId", "updatedAt")
    VALUES (gen_random_uuid(), ${learner.companyId}::uuid, ${learner.learnerId}::uuid, ${materialId}::uuid, now())
    ON CONFLICT ("learnerId", "materialId") DO NOTHING`;
  const [row] = await tx.$queryRaw<ProgressRow[]>`
    SELECT "id", "status", "currentStep", "minutes", "seconds", "response", "completedAt" FROM "Progress"
    WHERE "learnerId" = ${learner.learnerId}::uuid AND "materialId" = ${materialId}::uuid FOR UPDATE`;
  return { ...row!, created: created === 1 };
}

export async function latestAnswers(db: Tx | Deps['prisma'], learnerId: string, materialId: string): Promise<LatestAnswer[]> {
  const rows = await db.$queryRaw<LatestAnswer[]>`
    SELECT DISTINCT ON ("elementId", COALESCE("questionId", ''))
      "elementId", "questionId", "questionType", "answer", "result", "answeredAtLocal", "createdAt"
    FROM "LearnerResponse" WHERE "learnerId" = ${learnerId}::uuid AND "materialId" = ${materialId}::uuid
    ORDER BY "elementId", COALESCE("questionId", ''), "createdAt" DESC, "id" DESC`;
  return rows;
}

function view(m: LearnerMaterial, row: ProgressRow | null, answers: LatestAnswer[]): ProgressView {
  const response = stepRecords(row?.response);
  const latest = new Map(answers.map((a) => [answerKey(a), a.result]));
  const graded = kindOf(m.kind).graded;
  const score = graded ? scoreOf(m.steps, latest) : null;
  const passMark = graded ? passMarkOf(m.config) : null;
  return {
    materialId: m.id,
    status: row?.status ?? 'NOT_STARTED',
    currentStep: row?.currentStep ?? 1,
    minutes: row?.minutes ?? 0,
    seconds: row?.seconds ?? 0,
    response,
    completedStepIds: response.filter((r) => r.completion).map((r) => r.id),
    score,
    passMark,
    passed: passes(score, passMark),
    completedAt: row?.completedAt ?? null,
    latestAnswers: answers,
  };
}

/** Whether the material is now complete for this learner (see the module comment). */
function isComplete(m: LearnerMaterial, v: ProgressView): boolean {
  if (kindOf(m.kind).completion !== 'steps') return v.status === 'COMPLETED';
  return pathStepsDone(m.steps, new Set(v.completedStepIds), v.currentStep) && v.passed;
}

export type WriteContext = { tx: Tx; row: ProgressRow & { created: boolean }; material: LearnerMaterial; fresh: boolean };

/**
 * Runs one learner write (see the module comment). `apply` changes the locked row and returns the
 * events it makes; it is skipped for a retry. Completion is checked after every write.
 */
export async function learnerWrite(
  deps: Deps,
  learner: LearnerActor,
  input: { materialId: string; clientId: unknown; kind: string },
  apply: (w: WriteContext) => Promise<NewEvent[]>,
): Promise<ProgressView> {
  const clientId = parseClientId(input.clientId);
  const material = await materialForLearner(deps, learner, input.materialId);
  const actor: Actor = { companyId: learner.companyId, learnerId: learner.learnerId };
  let published: LearnerActivityEvent[] = [];
  const result = await deps.prisma.$transaction(async (tx) => {
    const fresh = await claimWrite(tx, learner.learnerId, clientId, input.kind);
    const row = await lockProgress(tx, learner, material.id);
    if (!fresh) return view(material, row, await latestAnswers(tx, learner.learnerId, material.id));
    const events = await apply({ tx, row, material, fresh });
    if (row.created) await countVisitor(tx, material.id, `l:${learner.learnerId}`);
    const after = await tx.progress.findUniqueOrThrow({
      where: { id: row.id },
      select: {
        id: true,
        status: true,
        currentStep: true,
        minutes: true,
        seconds: true,
        response: true,
        completedAt: true,
        nextDueDay: true,
        belowPassMark: true,
      },
    });
    let v = view(material, after, await latestAnswers(tx, learner.learnerId, material.id));
    if (after.status !== 'COMPLETED' && kindOf(material.kind).completion === 'steps' && isComplete(material, v)) {
      const done = await tx.progress.update({
        where: { id: row.id },
        data: { status: 'COMPLETED', completedAt: new Date() },
        select: { id: true, status: true, currentStep: true, minutes: true, seconds: true, response: true, completedAt: true },
      });
      await tx.learningMaterial.update({ where: { id: material.id }, data: { completions: { increment: 1 } } });
      events.push({ type: 'COMPLETED', materialId: material.id, result: { completion: true, success: v.passed, ...(v.score ? scoreResult(v.score) : {}) } });
      v = { ...v, status: done.status, completedAt: done.completedAt };
    }
    if (kindOf(material.kind).dueDates) await keepRiskFacts(tx, learner.learnerId, after, material, v);
    const firstActivity = events.length > 0 && (await touchLearner(tx, learner.learnerId));
    published = await appendEvents(tx, deps.events, actor, events, { zone: material.timeZone, firstActivity });
    return v;
    // A burst of learners waits for a connection rather than failing (Prisma's default is 2 s).
  }, WRITE_TRANSACTION);
  publishEvents(deps, published);
  return result;
}

/**
 * What makes a learner At Risk in a path (analytics/activity-status.ts), kept on the progress row
 * so the audience table can filter on it: the earliest due day of a required step not yet
 * complete, and whether every required step is complete but the pass mark is not met.
 */
export function riskFacts(
  steps: readonly PathStep[],
  v: Pick<ProgressView, 'completedStepIds' | 'passed'>,
): { nextDueDay: string | null; belowPassMark: boolean } {
  const done = new Set(v.completedStepIds);
  const required = steps.filter((s) => s.buttons?.complete !== false);
  const due = required.filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.dueDate ?? '') && !done.has(s.id)).map((s) => s.dueDate);
  const allDone = required.length > 0 && required.every((s) => done.has(s.id));
  return { nextDueDay: due.length ? due.sort()[0]! : null, belowPassMark: allDone && !v.passed };
}

/** Stores riskFacts when they changed (most writes change neither: no statement then). */
async function keepRiskFacts(
  tx: Tx,
  learnerId: string,
  row: { id: string; nextDueDay: Date | null; belowPassMark: boolean },
  m: LearnerMaterial,
  v: ProgressView,
) {
  const f = riskFacts(m.steps, v);
  const stored = row.nextDueDay ? row.nextDueDay.toISOString().slice(0, 10) : null;
  if (stored === f.nextDueDay && row.belowPassMark === f.belowPassMark) return;
  await tx.$executeRaw`UPDATE "Progress" SET "nextDueDay" = ${f.nextDueDay}::date, "belowPassMark" = ${f.belowPassMark} WHERE "id" = ${row.id}::uuid`;
  await keepLearnerRiskFacts(tx, { learnerIds: [learnerId] });
}

export const WRITE_TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

export const scoreResult = (s: Score) => ({ score: { raw: s.correct, min: 0, max: s.graded, scaled: s.graded ? s.correct / s.graded : 0 } });

/** First open of a material by this learner or visitor: one more unique visit. */
export async function countVisitor(tx: Tx, materialId: string, visitorKey: string) {
  const inserted = await tx.$executeRaw`
    INSERT INTO "MaterialVisitor" ("materialId", "visitorKey") VALUES (${materialId}::uuid, ${visitorKey}) ON CONFLICT DO NOTHING`;
  if (inserted === 1) await tx.learningMaterial.update({ where: { id: materialId }, data: { uniqueVisits: { increment: 1 } } });
}

/** The learner's progress in a material (the hub's fetch_response). */
export async function progressOf(deps: Deps, learner: LearnerActor, materialId: string): Promise<ProgressView> {
  const material = await materialForLearner(deps, learner, materialId);
  const [row, answers] = await Promise.all([
    deps.prisma.progress.findUnique({
      where: { learnerId_materialId: { learnerId: learner.learnerId, materialId: material.id } },
      select: { id: true, status: true, currentStep: true, minutes: true, seconds: true, response: true, completedAt: true },
    }),
    latestAnswers(deps.prisma, learner.learnerId, material.id),
  ]);
  return view(material, row, answers);
}

/** The hub opened the material (one per page load: the page makes the clientId). */
export function openMaterial(deps: Deps, learner: LearnerActor, materialId: string, clientId: unknown) {
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'open' }, async ({ tx, material, row }) => {
    await tx.progress.update({ where: { id: row.id }, data: { opens: { increment: 1 } } });
    await tx.learningMaterial.update({ where: { id: material.id }, data: { opens: { increment: 1 } } });
    return [{ type: 'OPEN', materialId: material.id }];
  });
}

/** §4: whenever the active step changes in hub mode, its number (index + 1) is saved. */
export function saveCurrentStep(deps: Deps, learner: LearnerActor, materialId: string, currentStep: number, clientId: unknown) {
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'step' }, async ({ tx, material, row }) => {
    if (!Number.isInteger(currentStep) || currentStep < 1 || currentStep > Math.max(1, material.stepIds.length))
      throw ValidationError.field('current_step', `current_step must be a step number from 1 to ${Math.max(1, material.stepIds.length)}.`);
    await tx.progress.update({ where: { id: row.id }, data: { currentStep } });
    return [{ type: 'STEP_VIEWED', materialId: material.id, stepId: material.stepIds[currentStep - 1] ?? null, value: currentStep }];
  });
}

/** §4 Complete: the step's record is replaced or appended; completing twice changes nothing. */
export function completeStep(deps: Deps, learner: LearnerActor, materialId: string, stepId: number, clientId: unknown) {
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'complete' }, async ({ tx, material, row }) => {
    if (kindOf(material.kind).completion !== 'steps') throw ValidationError.field('stepId', 'Only a path has steps to complete; finish a walkthrough instead.');
    if (!material.stepIds.includes(stepId))
      throw ValidationError.field('stepId', 'This path has no such step (it may have been republished): reload the page.');
    const records = stepRecords(row.response);
    if (records.some((r) => r.id === stepId && r.completion)) return [];
    await tx.progress.update({ where: { id: row.id }, data: { response: withStepRecord(records, { id: stepId, completion: true }) } });
    return [{ type: 'STEP_COMPLETED', materialId: material.id, stepId, result: { completion: true } }];
  });
}

/** Finish of a walkthrough, doc or video (a path completes through its steps). */
export function completeMaterial(deps: Deps, learner: LearnerActor, materialId: string, clientId: unknown) {
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'finish' }, async ({ tx, material, row }) => {
    if (kindOf(material.kind).completion === 'steps')
      throw ValidationError.field('materialId', 'A path is completed step by step: press Complete on each step.');
    if (kindOf(material.kind).completion === 'reported')
      throw ValidationError.field('materialId', 'A SCORM package is complete when it reports so: it has no Finish.');
    if (row.status === 'COMPLETED') return [];
    await tx.progress.update({
      where: { id: row.id },
      data: { status: 'COMPLETED', completedAt: new Date(), currentStep: Math.max(1, material.stepIds.length) },
    });
    await tx.learningMaterial.update({ where: { id: material.id }, data: { completions: { increment: 1 } } });
    return [{ type: 'COMPLETED', materialId: material.id, result: { completion: true } }];
  });
}

/** The learner's total study time (seconds, and its whole minutes). */
export async function addStudySeconds(tx: Tx, learnerId: string, seconds: number) {
  await tx.$executeRaw`
    UPDATE "Learner" SET "studySeconds" = "studySeconds" + ${seconds}, "studyMinutes" = ("studySeconds" + ${seconds}) / 60
    WHERE "id" = ${learnerId}::uuid`;
}

/** The longest stretch one write may add: the hub sends every 30 s and on leaving the page. */
export const MAX_SECONDS_PER_WRITE = 600;

/** The longest visit one final report may claim: a day. */
export const MAX_VISIT_SECONDS = 86_400;

/**
 * Time really spent (the hub counts seconds while the tab is visible and the learner not idle).
 * The last report of a visit (`end`: the page is left) may carry no new seconds, and records that
 * the learner ended the session, with the visit's active seconds (xAPI `terminated`).
 */
export function recordStudyTime(
  deps: Deps,
  learner: LearnerActor,
  materialId: string,
  seconds: number,
  clientId: unknown,
  end: { visitSeconds: number } | null = null,
) {
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'time' }, async ({ tx, material, row }) => {
    const least = end ? 0 : 1;
    if (!Number.isInteger(seconds) || seconds < least || seconds > MAX_SECONDS_PER_WRITE)
      throw ValidationError.field('seconds', `seconds must be a whole number from ${least} to ${MAX_SECONDS_PER_WRITE}.`);
    if (end && (!Number.isInteger(end.visitSeconds) || end.visitSeconds < seconds || end.visitSeconds > MAX_VISIT_SECONDS))
      throw ValidationError.field('visitSeconds', `visitSeconds must be a whole number from ${seconds} to ${MAX_VISIT_SECONDS}.`);
    const events: NewEvent[] = [];
    if (seconds > 0) {
      const total = row.seconds + seconds;
      await tx.progress.update({ where: { id: row.id }, data: { seconds: total, minutes: Math.floor(total / 60) } });
      await addStudySeconds(tx, learner.learnerId, seconds);
      events.push({ type: 'MINUTES', materialId: material.id, value: seconds, result: { duration: `PT${seconds}S` } });
    }
    if (end) events.push({ type: 'TERMINATED', materialId: material.id, value: end.visitSeconds, result: { duration: `PT${end.visitSeconds}S` } });
    return events;
  });
}
