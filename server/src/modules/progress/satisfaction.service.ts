/**
 * The satisfaction modal's score (audience.md §3, §4): angry, sad, neutral, happy, excited — one
 * per learner and material (a new score replaces the old). A visitor who is not signed in may rate
 * a Public material too (the hub keeps a random visitor id in the browser); it is rate limited per
 * address, since anyone can make a new id.
 *
 * Also the visitor's open of a Public material: counted (opens, unique visits) and logged.
 */
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import type { SatisfactionValue } from '../../generated/prisma/client.js';
import { ValidationError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { appendEvents, publishEvents, touchLearner } from './activity-log.js';
import { materialForVisitor } from './learner-material.js';
import { claimWrite, clientIdSchema, parseClientId } from './learner-writes.js';
import { countVisitor, WRITE_TRANSACTION } from './progress.service.js';
import { materialForLearner } from './learner-material.js';

export const SATISFACTION_SCORES = ['angry', 'sad', 'neutral', 'happy', 'excited'] as const;
/** The xAPI scaled score and the analytics rating (1–5 of the spec's five stars). */
export const SCORE_VALUE: Record<SatisfactionValue, number> = { ANGRY: 1, SAD: 2, NEUTRAL: 3, HAPPY: 4, EXCITED: 5 };

export function parseScore(value: unknown): SatisfactionValue {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (!(SATISFACTION_SCORES as readonly string[]).includes(v)) throw ValidationError.field('score', `score must be one of ${SATISFACTION_SCORES.join(', ')}.`);
  return v.toUpperCase() as SatisfactionValue;
}

export function parseVisitorId(value: unknown): string {
  const parsed = clientIdSchema.safeParse(value);
  if (!parsed.success) throw ValidationError.field('visitorId', 'visitorId must be the UUID the browser keeps for this visitor.');
  return parsed.data.toLowerCase();
}

export type Rated = { materialId: string; score: SatisfactionValue };

export async function rateAsLearner(deps: Deps, learner: LearnerActor, materialId: string, score: unknown, clientId: unknown): Promise<Rated> {
  const value = parseScore(score);
  const id = parseClientId(clientId);
  const material = await materialForLearner(deps, learner, materialId);
  const events = await deps.prisma.$transaction(async (tx) => {
    if (!(await claimWrite(tx, learner.learnerId, id, 'rate'))) return [];
    await tx.satisfactionScore.upsert({
      where: { learnerId_materialId: { learnerId: learner.learnerId, materialId: material.id } },
      create: { companyId: learner.companyId, learnerId: learner.learnerId, materialId: material.id, score: value },
      update: { score: value, createdAt: new Date() },
    });
    const firstActivity = await touchLearner(tx, learner.learnerId);
    return appendEvents(tx, deps.events, { companyId: learner.companyId, learnerId: learner.learnerId }, [rated(material.id, value)], {
      zone: material.timeZone,
      firstActivity,
    });
  }, WRITE_TRANSACTION);
  publishEvents(deps, events);
  return { materialId: material.id, score: value };
}

const rated = (materialId: string, value: SatisfactionValue) => ({
  type: 'SATISFACTION' as const,
  materialId,
  value: SCORE_VALUE[value],
  result: { score: { raw: SCORE_VALUE[value], min: 1, max: 5 }, response: value.toLowerCase() },
});

export async function rateAsVisitor(deps: Deps, hubCompanyId: string, materialId: string, score: unknown, visitorId: unknown, ip: string): Promise<Rated> {
  const value = parseScore(score);
  const visitor = parseVisitorId(visitorId);
  await deps.rateLimiter.hit(rules.visitorActivity, ip);
  const material = await materialForVisitor(deps, hubCompanyId, materialId);
  const events = await deps.prisma.$transaction(async (tx) => {
    await tx.satisfactionScore.upsert({
      where: { visitorId_materialId: { visitorId: visitor, materialId: material.id } },
      create: { companyId: material.companyId, visitorId: visitor, materialId: material.id, score: value },
      update: { score: value, createdAt: new Date() },
    });
    return appendEvents(tx, deps.events, { companyId: material.companyId, visitorId: visitor }, [rated(material.id, value)], {
      zone: material.timeZone,
      firstActivity: false,
    });
  }, WRITE_TRANSACTION);
  publishEvents(deps, events);
  return { materialId: material.id, score: value };
}

/** A visitor opened a Public material: one open, and a unique visit the first time from this browser. */
export async function openAsVisitor(deps: Deps, hubCompanyId: string, materialId: string, visitorId: unknown, ip: string): Promise<void> {
  const visitor = parseVisitorId(visitorId);
  await deps.rateLimiter.hit(rules.visitorActivity, ip);
  const material = await materialForVisitor(deps, hubCompanyId, materialId);
  const events = await deps.prisma.$transaction(async (tx) => {
    await tx.learningMaterial.update({ where: { id: material.id }, data: { opens: { increment: 1 } } });
    await countVisitor(tx, material.id, `v:${visitor}`);
    return appendEvents(tx, deps.events, { companyId: material.companyId, visitorId: visitor }, [{ type: 'OPEN', materialId: material.id }], {
      zone: material.timeZone,
      firstActivity: false,
    });
  }, WRITE_TRANSACTION);
  publishEvents(deps, events);
}
