/**
 * Answers and uploads in hub mode (hub issue §3): every attempt is kept as an answer record
 * (audience.md §3: element id, question, answer, result, created_at in the learner's local time
 * with its offset), graded by the server (grading.ts), and counted in the learner's score; the
 * answer carries the author's explanation back. A retry with the same clientId is not a second
 * attempt.
 */
import { kindOf } from '@learnhub/content';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { checkAnswerFile, fileLabel, MAX_UPLOAD_BYTES } from '../../uploads/file-check.js';
import { isFileLike } from '../profile/index.js';
import { type AnswerInput, type GradedAnswer, gradeAnswer } from './grading.js';
import type { NewEvent } from './activity-log.js';
import { type LearnerMaterial, materialForLearner } from './learner-material.js';
import { learnerWrite, type ProgressView } from './progress.service.js';

/** "2026-11-25T14:03:00+01:00": the spec's created_at, as the learner's device wrote it. */
const LOCAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?([+-]\d{2}:\d{2}|Z)$/;

export function parseLocalTime(value: unknown): string {
  if (typeof value !== 'string' || !LOCAL_ISO.test(value) || Number.isNaN(Date.parse(value)))
    throw ValidationError.field('answeredAt', 'The answer time must be the local time with its offset, like 2026-11-25T14:03:00+01:00.');
  return value;
}

export type AnswerOutcome = { progress: ProgressView; answer: GradedAnswer };

async function record(tx: Prisma.TransactionClient, learner: LearnerActor, materialId: string, graded: GradedAnswer, answeredAtLocal: string) {
  await tx.learnerResponse.create({
    data: {
      companyId: learner.companyId,
      learnerId: learner.learnerId,
      materialId,
      stepId: String(graded.stepId),
      elementId: graded.elementId,
      questionId: graded.questionId,
      questionType: graded.questionType,
      question: graded.question,
      answer: graded.answer as Prisma.InputJsonValue,
      result: graded.result,
      answeredAtLocal,
    },
  });
}

export async function answerQuestion(
  deps: Deps,
  learner: LearnerActor,
  input: AnswerInput & { materialId: string; stepId: number; clientId: unknown; answeredAt: unknown },
): Promise<AnswerOutcome> {
  const answeredAtLocal = parseLocalTime(input.answeredAt);
  let graded: GradedAnswer | null = null;
  const progress = await learnerWrite(deps, learner, { materialId: input.materialId, clientId: input.clientId, kind: 'answer' }, async ({ tx, material }) => {
    const recorded = await recordAnswer(tx, learner, material, input, answeredAtLocal);
    graded = recorded.graded;
    return [recorded.event];
  });
  // A retry: the answer was recorded the first time; grade it again to answer the same way.
  if (!graded) graded = gradeRetry(progress, input);
  return { progress, answer: graded };
}

/** Grades one attempt and keeps it as an answer record, inside a learner write; returns its event. */
export async function recordAnswer(
  tx: Prisma.TransactionClient,
  learner: LearnerActor,
  material: LearnerMaterial,
  input: AnswerInput & { stepId: number },
  answeredAtLocal: string,
): Promise<{ graded: GradedAnswer; event: NewEvent }> {
  if (!kindOf(material.kind).graded) throw ValidationError.field('materialId', 'Only a path has questions to answer.');
  const graded = gradeAnswer(material.steps, input.stepId, input);
  await record(tx, learner, material.id, graded, answeredAtLocal);
  const event: NewEvent = {
    type: 'ANSWER',
    materialId: material.id,
    stepId: input.stepId,
    elementId: graded.questionId ? `${graded.elementId}/${graded.questionId}` : graded.elementId,
    result: { response: JSON.stringify(graded.answer), ...(graded.result === null ? {} : { success: graded.result }) },
    context: { extensions: { 'https://learnhub.test/xapi/question-type': graded.questionType } },
  };
  return { graded, event };
}

function gradeRetry(progress: ProgressView, input: AnswerInput & { stepId: number }): GradedAnswer {
  const latest = progress.latestAnswers.find((a) => a.elementId === input.elementId && (a.questionId ?? null) === (input.questionId ?? null));
  return {
    stepId: input.stepId,
    elementId: input.elementId,
    questionId: input.questionId ?? null,
    questionType: latest?.questionType ?? '',
    question: '',
    answer: (latest?.answer ?? {}) as Record<string, unknown>,
    result: latest?.result ?? null,
    explanation: '',
  };
}

/**
 * A file for a file-upload question (jpg, jpeg, png, pdf, docx, csv; 15 MB): stored, listed as
 * the learner's file (staff see it in the learner's profile), and kept as the answer.
 */
export async function uploadAnswerFile(
  deps: Deps,
  learner: LearnerActor,
  input: { materialId: string; stepId: number; elementId: string; file: unknown; clientId: unknown; answeredAt: unknown },
): Promise<AnswerOutcome & { fileUrl: null }> {
  const answeredAtLocal = parseLocalTime(input.answeredAt);
  // Who may write here is settled before the bytes are read.
  await materialForLearner(deps, learner, input.materialId);
  if (!isFileLike(input.file)) throw ValidationError.field('file', 'Choose a file to upload.');
  if (input.file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  if (input.file.size === 0) throw ValidationError.field('file', 'The file is empty.');
  const file = input.file;
  const { mime, ext } = await checkAnswerFile(file, file);
  const fileName = fileLabel(input.file.name, `file.${ext}`);
  let key: string | null = null;
  let graded: GradedAnswer | null = null;
  try {
    const progress = await learnerWrite(deps, learner, { materialId: input.materialId, clientId: input.clientId, kind: 'upload' }, async ({ tx, material }) => {
      const step = material.steps.find((s) => s.id === input.stepId);
      const el = step?.layers.find((l) => l.id === input.elementId);
      if (!step || !el) throw ValidationError.field('elementId', 'This step has no such question (it may have been republished): reload the page.');
      if (el.type !== 'file_upload') throw ValidationError.field('elementId', 'This question does not take a file.');
      key = await deps.storage.put(file, ext);
      const upload = await tx.upload.create({
        data: { companyId: learner.companyId, key, filename: fileName, contentType: mime, size: file.size, purpose: 'learner_file' },
      });
      await tx.learnerFile.create({
        data: { companyId: learner.companyId, learnerId: learner.learnerId, materialId: material.id, uploadId: upload.id, fileName, fileType: mime },
      });
      graded = {
        stepId: step.id,
        elementId: el.id,
        questionId: null,
        questionType: 'file_upload',
        question: (el as { question?: string }).question ?? '',
        answer: { uploadId: upload.id, fileName, fileType: mime },
        result: null,
        explanation: '',
      };
      await record(tx, learner, material.id, graded, answeredAtLocal);
      return [{ type: 'UPLOAD', materialId: material.id, stepId: step.id, elementId: el.id, result: { response: fileName } }];
    });
    if (!graded) graded = gradeRetry(progress, { ...input, questionId: null });
    // Learners' files are private: staff download them from the learner's profile
    // (modules/audience/learner-file-links.ts); the learner's page shows the file's name.
    return { progress, answer: graded, fileUrl: null };
  } catch (err) {
    // The transaction rolled back: the stored bytes belong to nothing.
    if (key) await deps.storage.remove(key).catch(() => {});
    throw err;
  }
}
