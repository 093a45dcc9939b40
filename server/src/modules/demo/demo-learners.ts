/**
 * The demo's learners (hub issue: "a living hub"): eight people who opened, worked through,
 * answered and rated the demo's published materials over the last weeks — written by the real
 * progress services, so their records, answers, events and counters are exactly what the hub
 * would have made. Their events are then spread over their weeks (the services stamp "now").
 */
import { randomUUID } from 'node:crypto';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { rebuildRollups } from '../analytics/index.js';
import { answerQuestion, progress, rateAsLearner, uploadAnswerFile } from '../progress/index.js';

const PEOPLE = [
  ['Ava', 'Nguyen'],
  ['Ben', 'Okafor'],
  ['Chloe', 'Martin'],
  ['Diego', 'Silva'],
  ['Emma', 'Rossi'],
  ['Farid', 'Haddad'],
  ['Grace', 'Kim'],
  ['Hugo', 'Dubois'],
] as const;
const GROUPS = ['technology', 'education', 'business', 'marketing'];
const SCORES = ['HAPPY', 'EXCITED', 'NEUTRAL', 'SAD'] as const;
const DAY = 86_400_000;

type Material = { id: string; kind: string; slug: string };

export async function seedLearnerActivity(deps: Deps, companyId: string, published: Material[]) {
  const path = published.find((m) => m.slug === 'onboarding-path');
  const tours = published.filter((m) => m.kind === 'WALKTHROUGH');
  const at = (hour: number) => `2026-11-02T${String(hour).padStart(2, '0')}:15:00+01:00`;
  for (const [i, [firstName, lastName]] of PEOPLE.entries()) {
    const learner = await deps.prisma.learner.create({
      data: {
        companyId,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@learners.example.com`,
        firstName,
        lastName,
        companyName: 'Acme Corp',
        learningGroups: [GROUPS[i % GROUPS.length]!],
      },
    });
    const me: LearnerActor = { learnerId: learner.id, companyId, sessionId: '', verified: true };
    const id = () => randomUUID();
    // Study time in two visits to each material: half as it is opened, the rest at the end of the
    // learner's weeks, so their last days have time on the dashboard too (the totals are the same).
    const later: [string, number][] = [];
    const study = async (materialId: string, seconds: number) => {
      const now = Math.floor(seconds / 2);
      await progress.recordStudyTime(deps, me, materialId, now, id());
      later.push([materialId, seconds - now]);
    };
    // Walkthroughs: everyone opens the first; every other learner finishes and rates it.
    for (const [j, tour] of tours.slice(0, 1 + (i % tours.length)).entries()) {
      await progress.openMaterial(deps, me, tour.id, id());
      await study(tour.id, 120 + 45 * i);
      if ((i + j) % 2 === 0) {
        await progress.completeMaterial(deps, me, tour.id, id());
        await rateAsLearner(deps, me, tour.id, SCORES[(i + j) % SCORES.length], id());
      }
    }
    // The path: the first six start it; answers right or wrong by turns; some finish it.
    if (path && i < 6) {
      await progress.openMaterial(deps, me, path.id, id());
      await study(path.id, 300 + 60 * i);
      await answerQuestion(deps, me, {
        materialId: path.id,
        stepId: 20_000_001,
        elementId: 'welcome-quiz',
        questionId: 'q-hours',
        optionId: i % 3 === 2 ? 'q-hours-b' : 'q-hours-a',
        answeredAt: at(9 + i),
        clientId: id(),
      });
      await progress.completeStep(deps, me, path.id, 20_000_001, id());
      if (i % 2 === 0) {
        await progress.saveCurrentStep(deps, me, path.id, 2, id());
        await answerQuestion(deps, me, {
          materialId: path.id,
          stepId: 20_000_002,
          elementId: 'product-question',
          text: 'The weekly sales report.',
          answeredAt: at(10 + i),
          clientId: id(),
        });
        await progress.completeStep(deps, me, path.id, 20_000_002, id());
        await progress.saveCurrentStep(deps, me, path.id, 3, id());
        // Two of them hand in a file, so their profile's Files tab has something to download.
        if (i < 3)
          await uploadAnswerFile(deps, me, {
            materialId: path.id,
            stepId: 20_000_003,
            elementId: 'week-desk',
            file: new File([`item,where\nmonitor,left\nlaptop,centre\nlearner,${firstName}\n`], `desk-${firstName.toLowerCase()}.csv`, { type: 'text/csv' }),
            answeredAt: at(11 + i),
            clientId: id(),
          });
        await progress.completeStep(deps, me, path.id, 20_000_003, id());
        await rateAsLearner(deps, me, path.id, SCORES[i % SCORES.length], id());
      }
    }
    for (const [materialId, seconds] of later) await progress.recordStudyTime(deps, me, materialId, seconds, id());
    // Spread this learner's activity over their weeks: started 30 − 3i days ago, last seen i days ago.
    const start = Date.now() - (30 - i * 3) * DAY;
    const last = Date.now() - i * DAY;
    const events = await deps.prisma.activityEvent.findMany({ where: { learnerId: learner.id }, orderBy: { id: 'asc' }, select: { id: true } });
    for (const [k, e] of events.entries()) {
      const when = new Date(start + ((last - start) * k) / Math.max(1, events.length - 1));
      await deps.prisma.activityEvent.update({ where: { id: e.id }, data: { occurredAt: when } });
    }
    await deps.prisma.learner.update({
      where: { id: learner.id },
      data: { createdAt: new Date(start), learningStartAt: new Date(start), lastActivityAt: new Date(last) },
    });
    // Their answers, files and progress date from the events that made them, as the profile shows
    // them (an answer's event names its element, and its question after a "/").
    await deps.prisma.$executeRaw`
      UPDATE "LearnerResponse" r SET "createdAt" = e."at"
      FROM (
        SELECT "materialId", split_part("elementId", '/', 1) AS "elementId", MAX("occurredAt") AS "at" FROM "ActivityEvent"
        WHERE "learnerId" = ${learner.id}::uuid AND "type" IN ('ANSWER', 'UPLOAD') GROUP BY 1, 2
      ) e
      WHERE r."learnerId" = ${learner.id}::uuid AND r."materialId" = e."materialId" AND r."elementId" = e."elementId"`;
    await deps.prisma.$executeRaw`
      UPDATE "LearnerFile" f SET "createdAt" = e."at", "updatedAt" = e."at"
      FROM (SELECT "materialId", MAX("occurredAt") AS "at" FROM "ActivityEvent" WHERE "learnerId" = ${learner.id}::uuid AND "type" = 'UPLOAD' GROUP BY 1) e
      WHERE f."learnerId" = ${learner.id}::uuid AND f."materialId" = e."materialId"`;
    await deps.prisma.$executeRaw`
      UPDATE "Progress" p SET "createdAt" = e."first", "updatedAt" = e."last",
        "completedAt" = CASE WHEN p."completedAt" IS NULL THEN NULL ELSE COALESCE(e."done", e."last") END
      FROM (
        SELECT "materialId", MIN("occurredAt") AS "first", MAX("occurredAt") AS "last", MAX("occurredAt") FILTER (WHERE "type" = 'COMPLETED') AS "done"
        FROM "ActivityEvent" WHERE "learnerId" = ${learner.id}::uuid GROUP BY 1
      ) e
      WHERE p."learnerId" = ${learner.id}::uuid AND p."materialId" = e."materialId"`;
  }
  // The events moved to their days: the dashboard's rollups follow them.
  await rebuildRollups(deps.prisma, companyId);
}
