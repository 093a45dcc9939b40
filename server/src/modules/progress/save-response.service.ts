/**
 * The spec's whole-list save (REST save_response, audience.md §3 and §4): step records, minutes
 * and answer attempts in ONE learner write, so one idempotency rule covers all of it. The write's
 * clientId (the Idempotency-Key header) is claimed first in its transaction (learner-writes.ts):
 * overlapping retries with one key apply once — the others wait for the first to commit, find the
 * key taken and answer the state it left. (Attempts were once recorded before that write, each
 * under a new key and checked against a list read outside any transaction: five overlapping
 * retries stored one attempt four or five times on PostgreSQL.)
 *
 * The spec's client posts the whole list every time, so an attempt already recorded (same
 * element, question and created_at) is not recorded again. That check runs inside the write,
 * after the progress row is locked, so two saves with different keys cannot both record it.
 */
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { ValidationError } from '../../lib/errors.js';
import type { NewEvent } from './activity-log.js';
import { parseLocalTime, recordAnswer } from './answers.service.js';
import type { AnswerInput } from './grading.js';
import { addStudySeconds, learnerWrite, type ProgressView, type StepRecord, stepRecords, withStepRecord } from './progress.service.js';

/** One posted attempt: the hub's answer fields, its step and the learner's local time. */
export type ResponseAttempt = AnswerInput & { stepId: number; answeredAt: unknown };

const attemptKey = (elementId: string, questionId: string | null | undefined, answeredAtLocal: string | null) =>
  JSON.stringify([elementId, questionId ?? '', answeredAtLocal]);

/**
 * Each posted step record replaces that step's, the others are kept (a client that read an older
 * list cannot undo another tab's completions); `minutes`, a running total, never goes down; new
 * attempts are graded and recorded before the records, so completion counts them.
 */
export async function saveResponse(
  deps: Deps,
  learner: LearnerActor,
  materialId: string,
  body: { minutes?: number; response: StepRecord[]; attempts?: ResponseAttempt[] },
  clientId: unknown,
): Promise<ProgressView> {
  const attempts = (body.attempts ?? []).map((a) => ({ ...a, answeredAtLocal: parseLocalTime(a.answeredAt) }));
  return learnerWrite(deps, learner, { materialId, clientId, kind: 'response' }, async ({ tx, material, row }) => {
    const events: NewEvent[] = [];
    if (attempts.length) {
      const recorded = await tx.learnerResponse.findMany({
        where: { learnerId: learner.learnerId, materialId: material.id },
        select: { elementId: true, questionId: true, answeredAtLocal: true },
      });
      const seen = new Set(recorded.map((r) => attemptKey(r.elementId, r.questionId, r.answeredAtLocal)));
      for (const a of attempts) {
        const key = attemptKey(a.elementId, a.questionId, a.answeredAtLocal);
        if (seen.has(key)) continue;
        seen.add(key);
        events.push((await recordAnswer(tx, learner, material, a, a.answeredAtLocal)).event);
      }
    }
    let records = stepRecords(row.response);
    for (const r of body.response) {
      if (!material.stepIds.includes(r.id)) throw ValidationError.field('response', `There is no step ${r.id} in this material: reload the page.`);
      const before = records.find((x) => x.id === r.id)?.completion ?? false;
      records = withStepRecord(records, r);
      if (r.completion && !before) events.push({ type: 'STEP_COMPLETED', materialId: material.id, stepId: r.id, result: { completion: true } });
    }
    const minutes = body.minutes === undefined ? row.minutes : Math.max(row.minutes, body.minutes);
    const addedSeconds = Math.max(0, minutes * 60 - row.seconds);
    await tx.progress.update({ where: { id: row.id }, data: { response: records, minutes, seconds: row.seconds + addedSeconds } });
    if (addedSeconds > 0) {
      await addStudySeconds(tx, learner.learnerId, addedSeconds);
      events.push({ type: 'MINUTES', materialId: material.id, value: addedSeconds, result: { duration: `PT${addedSeconds}S` } });
    }
    return events;
  });
}
