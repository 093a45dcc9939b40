/**
 * After a path is published again, its due dates, steps or pass mark may have changed: the
 * stored facts behind At Risk (`Progress.nextDueDay`, `belowPassMark`; progress.service.ts
 * riskFacts) of everyone who started it are recomputed from the new published copy, in the
 * background (`audience.refresh-risk-facts`), a thousand learners at a time, each learner's sum
 * (`Learner.riskDueDay`, `pathsBelowPassMark`) with it.
 */
import { kindOf, readConfig, trustedPathSteps } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { answerKey, keepLearnerRiskFacts, latestAnswers, passes, passMarkOf, riskFacts, scoreOf, stepRecords } from '../progress/index.js';

type AudienceJobs = Pick<JobPayloads, 'audience.refresh-risk-facts'>;

const BATCH = 1000;

export async function refreshRiskFacts(deps: Deps, materialId: string): Promise<{ changed: number }> {
  const m = await deps.prisma.learningMaterial.findUnique({ where: { id: materialId }, select: { kind: true, publishedData: true, publishedConfig: true } });
  if (!m || !kindOf(m.kind).dueDates || !Array.isArray(m.publishedData)) return { changed: 0 };
  const steps = trustedPathSteps(m.publishedData);
  const passMark = passMarkOf(readConfig(m.publishedConfig));
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await deps.prisma.progress.findMany({
      where: { materialId, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, learnerId: true, response: true, nextDueDay: true, belowPassMark: true },
    });
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    for (const r of rows) {
      const completedStepIds = stepRecords(r.response)
        .filter((s) => s.completion)
        .map((s) => s.id);
      // The score only matters once every required step is done (and there is a pass mark).
      let passed = true;
      if (passMark !== null) {
        const latest = new Map((await latestAnswers(deps.prisma, r.learnerId, materialId)).map((a) => [answerKey(a), a.result]));
        passed = passes(scoreOf(steps, latest), passMark);
      }
      const f = riskFacts(steps, { completedStepIds, passed });
      const stored = r.nextDueDay ? r.nextDueDay.toISOString().slice(0, 10) : null;
      if (stored === f.nextDueDay && r.belowPassMark === f.belowPassMark) continue;
      await deps.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE "Progress" SET "nextDueDay" = ${f.nextDueDay}::date, "belowPassMark" = ${f.belowPassMark} WHERE "id" = ${r.id}::uuid`;
        await keepLearnerRiskFacts(tx, { learnerIds: [r.learnerId] });
      });
      changed++;
    }
  }
  return { changed };
}

export const refreshRiskFactsJob: JobDefinition<AudienceJobs['audience.refresh-risk-facts'], Deps> = {
  // One waiting per material: it reads the published copy when it runs, so later publishes join it.
  policy: 'short',
  singletonKey: (data) => data.materialId,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 600,
  run: ({ materialId }, deps) => refreshRiskFacts(deps, materialId),
};
