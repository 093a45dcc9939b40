/**
 * A guest proves their e-mail (guest-access.service.ts): when a magic link or its code is redeemed
 * in a browser that holds a guest session of the same company and e-mail, the guest's record joins
 * the learner's, so nothing the guest did is lost and the learner sees it from then on. Only the
 * guest of *that* browser is merged: anyone may have typed the e-mail elsewhere, and their answers
 * must never land in the real learner's record.
 *
 * - No learner of that e-mail yet: the guest's record becomes it (its `guestKey` is cleared).
 * - Otherwise its rows move to the learner: answers, files, activity, idempotency keys, and
 *   per material its progress and score where the learner has none; where both have progress the
 *   further one's status, step and records are kept and the study time and opens are added up.
 *   Then the guest record goes, the learner's summary columns are recomputed from the rows, and
 *   the company's rollups are rebuilt in the background from the activity log.
 */
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { keepLearnerRiskFacts } from '../progress/index.js';

/** Merges the caller's guest record into the learner of `email`, when that guest typed `email`. */
export async function mergeProvenGuest(deps: Deps, guest: LearnerActor | null, companyId: string, email: string): Promise<void> {
  if (!guest || guest.verified || guest.companyId !== companyId) return;
  const record = await deps.prisma.learner.findUnique({ where: { id: guest.learnerId }, select: { email: true, guestKey: true } });
  if (!record?.guestKey || record.email !== email) return;
  const guestId = guest.learnerId;
  // The rollup rebuild is sent inside the transaction (it exists only if the merge commits).
  await deps.jobs.ready();
  await deps.prisma.$transaction(async (tx) => {
    // The learner row is locked so two merges (or a merge and a first sign-in) queue.
    const [owner] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Learner" WHERE "companyId" = ${companyId}::uuid AND "email" = ${email} AND "guestKey" = '' FOR UPDATE`;
    await tx.learnerSession.updateMany({ where: { learnerId: guestId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (!owner) {
      await tx.learner.update({ where: { id: guestId }, data: { guestKey: '' } });
      return;
    }
    const to = owner.id;
    // Progress both have: the further one's state, both times and opens.
    await tx.$executeRaw`
      UPDATE "Progress" p SET
        "status" = CASE WHEN g."status" > p."status" THEN g."status" ELSE p."status" END,
        "completedAt" = LEAST(p."completedAt", g."completedAt"),
        "currentStep" = GREATEST(p."currentStep", g."currentStep"),
        "response" = CASE WHEN g."status" > p."status" THEN g."response" ELSE p."response" END,
        "nextDueDay" = CASE WHEN g."status" > p."status" THEN g."nextDueDay" ELSE p."nextDueDay" END,
        "belowPassMark" = CASE WHEN g."status" > p."status" THEN g."belowPassMark" ELSE p."belowPassMark" END,
        "seconds" = p."seconds" + g."seconds", "minutes" = (p."seconds" + g."seconds") / 60, "opens" = p."opens" + g."opens"
      FROM "Progress" g WHERE g."learnerId" = ${guestId}::uuid AND p."learnerId" = ${to}::uuid AND p."materialId" = g."materialId"`;
    await tx.$executeRaw`
      UPDATE "Progress" g SET "learnerId" = ${to}::uuid WHERE g."learnerId" = ${guestId}::uuid
        AND NOT EXISTS (SELECT 1 FROM "Progress" p WHERE p."learnerId" = ${to}::uuid AND p."materialId" = g."materialId")`;
    await tx.$executeRaw`
      UPDATE "SatisfactionScore" g SET "learnerId" = ${to}::uuid WHERE g."learnerId" = ${guestId}::uuid
        AND NOT EXISTS (SELECT 1 FROM "SatisfactionScore" s WHERE s."learnerId" = ${to}::uuid AND s."materialId" = g."materialId")`;
    for (const table of ['LearnerResponse', 'LearnerFile', 'ActivityEvent', 'LearnerWrite'] as const) {
      await tx.$executeRawUnsafe(`UPDATE "${table}" SET "learnerId" = $1::uuid WHERE "learnerId" = $2::uuid`, to, guestId);
    }
    await tx.$executeRaw`
      UPDATE "Learner" l SET
        "learningStartAt" = LEAST(l."learningStartAt", g."learningStartAt"),
        "lastActivityAt" = GREATEST(l."lastActivityAt", g."lastActivityAt"),
        "studySeconds" = l."studySeconds" + g."studySeconds", "studyMinutes" = (l."studySeconds" + g."studySeconds") / 60,
        "firstName" = COALESCE(l."firstName", g."firstName"), "lastName" = COALESCE(l."lastName", g."lastName")
      FROM "Learner" g WHERE l."id" = ${to}::uuid AND g."id" = ${guestId}::uuid`;
    // The rest of the guest (its rollup rows, a score or progress the learner already had) goes with it.
    await tx.learner.delete({ where: { id: guestId } });
    await keepLearnerRiskFacts(tx, { learnerIds: [to] });
    await deps.jobs.send('analytics.rebuild-company', { companyId }, { tx });
  });
}
