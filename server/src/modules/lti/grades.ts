/**
 * Assignment and Grade Services (issue 26 §1): when a learner who came through a resource link
 * completes, passes or fails its material, the score goes to the link's line item.
 *
 * - The worker's loop reads the committed-events outbox (its own cursor) and, for each
 *   `learner.completed` / `learner.passed` / `learner.failed`, sends one `lti.post-score` job per
 *   link the learner launched that material from, in the transaction that moves its cursor
 *   (a crash before commit reads the events again; the job's singleton key keeps one waiting).
 * - The job reads the learner's progress now and posts it (latest wins, as AGS scores do):
 *   graded paths their score out of 100 and `FullyGraded`, with `Completed`; every other
 *   material its completion, as 100 out of 100 (so the gradebook shows it). The score's
 *   timestamp is the completion's, so a retry repeats the same score, never an older one over a
 *   newer one, and a score the platform took is not posted again. A refused or failed call is
 *   retried by the queue with backoff. (A graded path's score is posted at completion; answers
 *   changed after it are not posted again.)
 * - No line item in the launch: one is found by the resource link id, or made, when the
 *   platform grants the line-item scope.
 */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import type { BackgroundLoop } from '../../jobs/loops.js';
import { advanceOutbox, readOutbox } from '../../events/outbox.js';
import { progress } from '../progress/index.js';
import { callPlatform, PlatformServiceError, SCOPE } from './platform-token.js';

export const GRADES_CONSUMER = 'lti-grades';
const RESULT_EVENTS = ['learner.completed', 'learner.passed', 'learner.failed'];

/** Reads the outbox and sends a score job per (link, learner) the events concern; returns how many events it read. */
export async function fanOutScores(deps: Deps, batch = 200): Promise<number> {
  await deps.jobs.ready();
  return deps.prisma.$transaction(async (tx) => {
    const events = await readOutbox(tx, GRADES_CONSUMER, batch);
    const last = events.at(-1);
    if (!last) return 0;
    const wanted = events
      .filter((e) => RESULT_EVENTS.includes(e.type))
      .map((e) => e.data as { learner_id?: string; material_id?: string })
      .filter((d) => d.learner_id && d.material_id);
    if (wanted.length) {
      const links = await tx.ltiLinkLearner.findMany({
        where: { OR: wanted.map((d) => ({ learnerId: d.learner_id!, link: { materialId: d.material_id! } })) },
        select: { linkId: true, learnerId: true, link: { select: { agsScopes: true } } },
      });
      const seen = new Set<string>();
      for (const l of links) {
        const key = `${l.linkId}:${l.learnerId}`;
        if (seen.has(key) || !l.link.agsScopes.includes(SCOPE.score)) continue;
        seen.add(key);
        await deps.jobs.send('lti.post-score', { linkId: l.linkId, learnerId: l.learnerId }, { tx });
      }
    }
    await advanceOutbox(tx, GRADES_CONSUMER, last);
    return events.length;
  });
}

export function ltiGradesLoop(): BackgroundLoop<Deps> {
  return {
    name: 'lti-grades',
    idleMs: (deps) => deps.config.WEBHOOKS_POLL_MS,
    tick: async (deps) => (await fanOutScores(deps)) > 0,
    settle: async () => {},
  };
}

/** The score as AGS wants it (Score service §3.4), from the learner's progress now; null: nothing to post yet. */
export function scoreBody(sub: string, p: { status: string; score: { percent: number } | null; passMark: number | null; completedAt: Date | null }) {
  if (p.status !== 'COMPLETED' || !p.completedAt) return null;
  const graded = p.passMark !== null && p.score !== null;
  return {
    userId: sub,
    scoreGiven: graded ? p.score!.percent : 100,
    scoreMaximum: 100,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: p.completedAt.toISOString(),
  };
}

async function lineItemOf(deps: Deps, link: Awaited<ReturnType<typeof linkWithPlatform>>): Promise<string> {
  if (link.lineItemUrl) return link.lineItemUrl;
  if (!link.lineItemsUrl || !link.agsScopes.includes(SCOPE.lineItem)) throw new PlatformServiceError('The launch gave no line item, and no right to make one.');
  const listUrl = new URL(link.lineItemsUrl);
  listUrl.searchParams.set('resource_link_id', link.resourceLinkId);
  const found = await callPlatform(deps, link.platform, [SCOPE.lineItem], {
    method: 'GET',
    url: listUrl.toString(),
    accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  });
  const list = found.status === 200 ? (JSON.parse(found.text) as { id?: string }[]) : [];
  let url = Array.isArray(list) ? list.find((i) => typeof i.id === 'string')?.id : undefined;
  if (!url) {
    const made = await callPlatform(deps, link.platform, [SCOPE.lineItem], {
      method: 'POST',
      url: link.lineItemsUrl,
      contentType: 'application/vnd.ims.lis.v2.lineitem+json',
      accept: 'application/vnd.ims.lis.v2.lineitem+json',
      body: { scoreMaximum: 100, label: link.title ?? link.material.name, resourceLinkId: link.resourceLinkId, resourceId: link.materialId },
    });
    if (made.status !== 200 && made.status !== 201) throw new PlatformServiceError(`The platform did not make a line item: HTTP ${made.status ?? made.error}`);
    url = (JSON.parse(made.text) as { id?: string }).id;
    if (!url) throw new PlatformServiceError('The platform made a line item without an id.');
  }
  await deps.prisma.ltiResourceLink.update({ where: { id: link.id }, data: { lineItemUrl: url } });
  return url;
}

function linkWithPlatform(deps: Deps, linkId: string) {
  return deps.prisma.ltiResourceLink.findUniqueOrThrow({ where: { id: linkId }, include: { platform: true, material: { select: { name: true } } } });
}

/** `/scores` of a line item (its query kept after the path, as AGS §3.4 asks). */
export function scoresUrl(lineItem: string): string {
  const u = new URL(lineItem);
  u.pathname = `${u.pathname.replace(/\/$/, '')}/scores`;
  return u.toString();
}

export const postScoreJob: JobDefinition<JobPayloads['lti.post-score'], Deps> = {
  policy: 'short',
  singletonKey: (d) => `${d.linkId}:${d.learnerId}`,
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 300,
  run: async ({ linkId, learnerId }, deps) => {
    const member = await deps.prisma.ltiLinkLearner.findUnique({ where: { linkId_learnerId: { linkId, learnerId } } });
    if (!member) return { skipped: 'the link or the learner is gone' };
    const link = await linkWithPlatform(deps, linkId);
    if (!link.agsScopes.includes(SCOPE.score)) return { skipped: 'the platform grants no score scope' };
    const view = await progress.progressOf(deps, { learnerId, companyId: link.companyId, sessionId: '', verified: false }, link.materialId);
    const completedAt = (
      await deps.prisma.progress.findUnique({ where: { learnerId_materialId: { learnerId, materialId: link.materialId } }, select: { completedAt: true } })
    )?.completedAt;
    const body = scoreBody(member.sub, { status: view.status, score: view.score, passMark: view.passMark, completedAt: completedAt ?? null });
    if (!body) return { skipped: 'not completed' };
    // Claimed in one statement: of two runs at once (a retry beside a repeat), one posts; a score
    // posted already (same timestamp) is not posted again. A failed post gives the claim back.
    const at = new Date(body.timestamp);
    const claimed = await deps.prisma.ltiLinkLearner.updateMany({
      where: { linkId, learnerId, OR: [{ scoredAt: null }, { scoredAt: { not: at } }] },
      data: { scoredAt: at },
    });
    if (claimed.count !== 1) return { skipped: 'posted already' };
    try {
      const answer = await callPlatform(deps, link.platform, [SCOPE.score], {
        method: 'POST',
        url: scoresUrl(await lineItemOf(deps, link)),
        contentType: 'application/vnd.ims.lis.v1.score+json',
        accept: 'application/json',
        body,
      });
      if (answer.status === null || answer.status >= 300)
        throw new PlatformServiceError(`The platform refused the score: ${answer.error ?? `HTTP ${answer.status} ${answer.excerpt.slice(0, 200)}`}`);
    } catch (err) {
      await deps.prisma.ltiLinkLearner.updateMany({ where: { linkId, learnerId, scoredAt: at }, data: { scoredAt: member.scoredAt } });
      throw err;
    }
    return { posted: body };
  },
};
