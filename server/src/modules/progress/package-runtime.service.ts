/**
 * A SCORM package's runtime data into progress (issue 25 §2). The package's runtime page (on the
 * package origin) hands each commit of the SCORM API to the hub page by postMessage, and the hub
 * page sends it here as the learner: the same learner write as every other (a claimed clientId,
 * the progress row locked, events appended), so a retried commit is applied once.
 *
 * What is read from a commit (scorm-again's structured commit: `completionStatus`,
 * `successStatus`, `score`, `totalTimeSeconds`, and the CMI data in `runtimeData`), checked here
 * (the server is the authority; anything else in it is ignored):
 * - **Completion** of an item: SCORM 2004 `completed`; SCORM 1.2 `completed`, `passed` or
 *   `failed` (1.2 has one status: a failed test was taken to its end). An asset (not a SCO) is
 *   complete once opened. The item's step record becomes complete (STEP_COMPLETED, with the
 *   item's success and score), and the package is complete when every item is (COMPLETED, with
 *   success when no item failed and the mean scaled score of the items that report one). That is
 *   "reported" completion: the learner has no Finish button.
 * - **Resume**: the location (bookmark) and suspend data, within each standard's limits (SCORM
 *   1.2: 4,096 characters of suspend data; 2004: 64,000), given back when the item opens again.
 * - **Time**: the package's total time is kept for resume; study time itself is the hub's own
 *   count of active seconds, as for every material, so a package that never reports time (or
 *   reports a wrong one) still counts, and nothing is counted twice.
 * Later commits update the item (a retake that passes after a fail), but a package, once
 * complete, is never un-completed.
 */
import { z } from 'zod';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { ValidationError } from '../../lib/errors.js';
import type { NewEvent } from './activity-log.js';
import { type ProgressView, stepRecords, withStepRecord, learnerWrite } from './progress.service.js';
import { materialForLearner } from './learner-material.js';

export const RUNTIME_LIMITS = {
  scorm12: { suspendData: 4096, location: 255 },
  scorm2004: { suspendData: 64_000, location: 1000 },
} as const;

const finite = z.number().finite();
const reportSchema = z.object({
  completionStatus: z.string().max(50).optional(),
  successStatus: z.string().max(50).optional(),
  totalTimeSeconds: finite.min(0).optional(),
  score: z
    .object({ raw: finite.optional(), min: finite.optional(), max: finite.optional(), scaled: finite.min(-1).max(1).optional() })
    .partial()
    .optional(),
  runtimeData: z.record(z.string(), z.unknown()).optional(),
});

export type RuntimeReport = {
  completion: 'completed' | 'incomplete' | 'not attempted' | 'unknown';
  success: 'passed' | 'failed' | 'unknown';
  scoreScaled: number | null;
  scoreRaw: number | null;
  location: string;
  suspendData: string;
  totalSeconds: number;
};

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A commit as the runtime page sends it → what is kept; a field error names what is wrong. */
export function readRuntimeReport(raw: unknown, standard: 'scorm12' | 'scorm2004', asset: boolean): RuntimeReport {
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success)
    throw ValidationError.field(
      'report',
      `The package's report is not valid: ${parsed.error.issues[0]?.path.join('.') || 'report'} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
    );
  const r = parsed.data;
  const cmi = obj(r.runtimeData?.cmi ?? r.runtimeData);
  const limits = RUNTIME_LIMITS[standard];
  const core = obj(cmi.core);
  // SCORM 1.2 keeps one status; 2004 two. scorm-again reports both in its structured fields.
  const status12 = str(core.lesson_status);
  const completionStatus = (r.completionStatus ?? str(cmi.completion_status) ?? '').toLowerCase();
  const successStatus = (r.successStatus ?? str(cmi.success_status) ?? '').toLowerCase();
  const completed =
    asset || completionStatus === 'completed' || (standard === 'scorm12' && ['completed', 'passed', 'failed'].includes(status12 || completionStatus));
  const success: RuntimeReport['success'] =
    successStatus === 'passed' || status12 === 'passed' ? 'passed' : successStatus === 'failed' || status12 === 'failed' ? 'failed' : 'unknown';
  const location = str(standard === 'scorm12' ? core.lesson_location : cmi.location);
  const suspendData = str(cmi.suspend_data);
  if (suspendData.length > limits.suspendData)
    throw ValidationError.field(
      'report',
      `Suspend data is over ${limits.suspendData.toLocaleString('en-US')} characters, the most ${standard === 'scorm12' ? 'SCORM 1.2' : 'SCORM 2004'} keeps.`,
    );
  if (location.length > limits.location) throw ValidationError.field('report', `The location is over ${limits.location} characters.`);
  const score: Record<string, unknown> = r.score ?? obj(standard === 'scorm12' ? core.score : cmi.score);
  const rawScore = num(score.raw);
  const min = num(score.min) ?? 0;
  const max = num(score.max) ?? 100;
  // 1.2 has no scaled score: raw within min–max (0–100 when the package sets neither).
  const reported = num(score.scaled);
  const scaled =
    (reported !== null && reported >= -1 && reported <= 1 ? reported : null) ??
    (rawScore !== null && max > min ? Math.min(1, Math.max(0, (rawScore - min) / (max - min))) : null);
  return {
    completion: completed ? 'completed' : completionStatus === 'incomplete' || status12 === 'incomplete' || status12 === 'browsed' ? 'incomplete' : 'unknown',
    success,
    scoreScaled: scaled,
    scoreRaw: rawScore,
    location,
    suspendData,
    totalSeconds: Math.min(2_147_483_647, Math.round(r.totalTimeSeconds ?? 0)),
  };
}

/** One commit of an item: kept for resume, and into progress (see the module comment). */
export function reportPackageRuntime(
  deps: Deps,
  learner: LearnerActor,
  materialId: string,
  stepId: number,
  report: unknown,
  clientId: unknown,
): Promise<ProgressView> {
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'package' }, async ({ tx, material, row }) => {
    const item = material.packageSteps.find((s) => s.id === stepId);
    if (!item) throw ValidationError.field('stepId', 'This package has no such item (it may have been republished): reload the page.');
    const r = readRuntimeReport(report, item.standard, !item.sco);
    const key = { learnerId: learner.learnerId, materialId: material.id, stepId };
    const values = {
      completion: r.completion,
      success: r.success,
      scoreScaled: r.scoreScaled,
      scoreRaw: r.scoreRaw,
      location: r.location,
      suspendData: r.suspendData,
      totalSeconds: r.totalSeconds,
    };
    await tx.packageRuntime.upsert({
      where: { learnerId_materialId_stepId: key },
      create: { ...key, companyId: learner.companyId, ...values },
      update: values,
    });

    const events: NewEvent[] = [];
    const records = stepRecords(row.response);
    const itemResult = {
      completion: true,
      ...(r.success !== 'unknown' ? { success: r.success === 'passed' } : {}),
      ...(r.scoreScaled !== null ? { score: { scaled: r.scoreScaled } } : {}),
    };
    if (r.completion === 'completed' && !records.some((s) => s.id === stepId && s.completion)) {
      const next = withStepRecord(records, { id: stepId, completion: true });
      await tx.progress.update({ where: { id: row.id }, data: { response: next } });
      events.push({ type: 'STEP_COMPLETED', materialId: material.id, stepId, result: itemResult });
      const done = new Set(next.filter((s) => s.completion).map((s) => s.id));
      if (row.status !== 'COMPLETED' && material.packageSteps.every((s) => done.has(s.id))) {
        const runtimes = await tx.packageRuntime.findMany({
          where: { learnerId: learner.learnerId, materialId: material.id },
          select: { stepId: true, success: true, scoreScaled: true },
        });
        const current = runtimes.filter((x) => material.stepIds.includes(x.stepId));
        const scores = current.flatMap((x) => (x.scoreScaled === null ? [] : [x.scoreScaled]));
        const failed = current.some((x) => x.success === 'failed');
        const passed = current.some((x) => x.success === 'passed');
        await tx.progress.update({
          where: { id: row.id },
          data: { status: 'COMPLETED', completedAt: new Date(), currentStep: Math.max(1, material.stepIds.length) },
        });
        await tx.learningMaterial.update({ where: { id: material.id }, data: { completions: { increment: 1 } } });
        events.push({
          type: 'COMPLETED',
          materialId: material.id,
          result: {
            completion: true,
            ...(failed || passed ? { success: !failed } : {}),
            ...(scores.length ? { score: { scaled: scores.reduce((a, b) => a + b, 0) / scores.length } } : {}),
          },
        });
      }
    }
    return events;
  });
}

/** What a package item resumes from: the learner's last report of each item of the published package. */
export async function packageResume(deps: Deps, learner: LearnerActor, materialId: string) {
  const material = await materialForLearner(deps, learner, materialId);
  const rows = await deps.prisma.packageRuntime.findMany({
    where: { learnerId: learner.learnerId, materialId: material.id, stepId: { in: material.stepIds } },
    select: { stepId: true, completion: true, success: true, scoreScaled: true, scoreRaw: true, location: true, suspendData: true, totalSeconds: true },
    orderBy: { stepId: 'asc' },
  });
  return rows;
}
