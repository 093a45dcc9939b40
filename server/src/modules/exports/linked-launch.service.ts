/**
 * What a linked export's launcher talks to (issue 25 §1, Linked): it reads the hosted material's
 * latest publish, and reports its learner's actions, which are recorded as a learner of the
 * company, into the same progress, answers, events and analytics as the hub's learners.
 *
 * - The launcher's address holds the export's random link token (LmsExport.linkToken): the
 *   capability, as an upload's key is. A revoked export answers EXPORT_REVOKED (410), which the
 *   launcher shows instead of the material.
 * - The LMS's learner becomes a learner of the company, one per export and LMS learner id (an
 *   LMS id is only unique within its LMS, and we know an LMS only by its export): a record with
 *   a `guestKey` of `lms:{export}:{id}`, so it never merges into a learner of the same e-mail,
 *   and an address under the reserved `.invalid` domain, which no mail is ever sent to.
 * - Questions travel without their answers: the server grades them and answers the verdict.
 * - Each action carries the launcher's id for it (a UUID): a retried report is applied once.
 * - A Private material records results only for learners on its access list (an LMS learner is
 *   not): the launcher still plays it and reports to the LMS; our analytics do not count them.
 */
import { createHash } from 'node:crypto';
import { gradedQuestionKeys, type LmsPackageContent, withoutAnswers } from '@learnhub/content';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { answerQuestion, progress } from '../progress/index.js';
import { cmi5ActivityId } from './build-package.js';
import { EXPORT_REVOKED } from './lms-exports.service.js';
import { packageContent, rewriteUploads } from './package-content.js';

export const LINK_NOT_VALID = 'This course link is not valid: ask its publisher for the current package.';
export const NOT_PUBLISHED_NOW = 'This course is not published at the moment: try again later.';

export class LinkGoneError extends Error {}

async function linkedExport(deps: Deps, token: string) {
  const row = token.length <= 64 ? await deps.prisma.lmsExport.findUnique({ where: { linkToken: token } }) : null;
  if (!row || row.mode !== 'linked') throw new NotFoundError(LINK_NOT_VALID);
  if (row.revokedAt) throw new LinkGoneError(EXPORT_REVOKED);
  return row;
}

/** The hosted material's latest publish, with stored files on this app's address and no answers. */
export async function linkedContent(deps: Deps, token: string): Promise<LmsPackageContent> {
  const row = await linkedExport(deps, token);
  const m = await deps.prisma.learningMaterial.findFirst({
    where: { id: row.materialId, companyId: row.companyId },
    select: { kind: true, name: true, publishedData: true, publishedConfig: true, publishedRevision: true },
  });
  if (!m || m.publishedRevision === null) throw new NotFoundError(NOT_PUBLISHED_NOW);
  const doc = await packageContent(
    deps.prisma,
    row.companyId,
    { kind: m.kind, name: m.name, data: m.publishedData, config: m.publishedConfig },
    { format: row.format as LmsPackageContent['format'], revision: m.publishedRevision, activityId: cmi5ActivityId(deps.config.publicUrl, row.id) },
  );
  // The launcher runs on the LMS's origin: our files by their full address.
  const absolute = rewriteUploads(doc, deps.config.publicUrl, new Set(), `${deps.config.publicUrl}/uploads`);
  return absolute.player === 'path' ? { ...absolute, steps: withoutAnswers(absolute.steps), gradedKeys: gradedQuestionKeys(absolute.steps) } : absolute;
}

type LinkedEvent = {
  learner?: { id?: unknown; name?: unknown };
  client_id?: unknown;
  type?: unknown;
  current_step?: unknown;
  step_id?: unknown;
  answer?: Record<string, unknown>;
};

async function lmsLearner(deps: Deps, exportRow: { id: string; companyId: string }, who: LinkedEvent['learner']): Promise<LearnerActor> {
  const id = typeof who?.id === 'string' ? who.id.trim().slice(0, 255) : '';
  if (!id) throw ValidationError.field('learner', "learner.id must be the LMS's id of the learner.");
  const name = typeof who?.name === 'string' ? who.name.trim().slice(0, 200) : '';
  // SCORM 1.2 names are "Last, First".
  const [last, first] = name.includes(',') ? name.split(',', 2).map((s) => s.trim()) : [name.split(' ').slice(1).join(' '), name.split(' ')[0] ?? ''];
  const hash = createHash('sha256').update(`${exportRow.id}:${id}`).digest('hex').slice(0, 16);
  const email = `lms-${hash}@learners.invalid`;
  const guestKey = `lms:${exportRow.id}:${id}`;
  const found = await deps.prisma.learner.findUnique({
    where: { companyId_email_guestKey: { companyId: exportRow.companyId, email, guestKey } },
    select: { id: true },
  });
  if (found) return { learnerId: found.id, companyId: exportRow.companyId, sessionId: '', verified: true };
  await deps.rateLimiter.hit(rules.lmsLinkedLearner, exportRow.id);
  const made = await deps.prisma.$transaction(async (tx) => {
    const [row] = await tx.learner.createManyAndReturn({
      data: [{ companyId: exportRow.companyId, email, guestKey, firstName: first || null, lastName: last || null, companyName: null }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (row) await deps.events.emit(tx, 'learner.created', { companyId: exportRow.companyId, learnerId: row.id });
    return row;
  });
  const id2 =
    made ??
    (await deps.prisma.learner.findUniqueOrThrow({
      where: { companyId_email_guestKey: { companyId: exportRow.companyId, email, guestKey } },
      select: { id: true },
    }));
  return { learnerId: id2.id, companyId: exportRow.companyId, sessionId: '', verified: true };
}

/** One action of the launcher's learner; answers the verdict of an answer. */
export async function recordLinkedEvent(deps: Deps, token: string, event: LinkedEvent): Promise<{ result?: boolean | null; explanation?: string }> {
  const row = await linkedExport(deps, token);
  const learner = await lmsLearner(deps, row, event.learner);
  const clientId = event.client_id;
  switch (event.type) {
    case 'open':
      await progress.openMaterial(deps, learner, row.materialId, clientId);
      return {};
    case 'step':
      await progress.saveCurrentStep(deps, learner, row.materialId, Number(event.current_step), clientId);
      return {};
    case 'complete':
      await progress.completeStep(deps, learner, row.materialId, Number(event.step_id), clientId);
      return {};
    case 'finish':
      await progress.completeMaterial(deps, learner, row.materialId, clientId);
      return {};
    case 'answer': {
      const a = event.answer ?? {};
      const done = await answerQuestion(deps, learner, {
        materialId: row.materialId,
        stepId: Number(a.stepId),
        elementId: String(a.elementId ?? ''),
        questionId: typeof a.questionId === 'string' ? a.questionId : null,
        optionId: typeof a.optionId === 'string' ? a.optionId : undefined,
        optionIds: Array.isArray(a.optionIds) ? a.optionIds.map(String) : undefined,
        text: typeof a.text === 'string' ? a.text : undefined,
        date: typeof a.date === 'string' ? a.date : undefined,
        time: typeof a.time === 'string' ? a.time : undefined,
        checked: typeof a.checked === 'boolean' ? a.checked : undefined,
        clientId,
        answeredAt: a.answeredAt,
      });
      return { result: done.answer.result, explanation: done.answer.explanation };
    }
    default:
      throw ValidationError.field('type', 'type must be one of: open, step, complete, answer, finish.');
  }
}
