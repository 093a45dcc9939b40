/**
 * A learner's activity status (issue 10 §1): Engaged, At Risk or Neutral, by a rule that is
 * deterministic, has thresholds a company can change, and explains itself. In order:
 *
 * 1. At Risk — any of: no activity for `atRiskAfterDays` days or more (default 14); one or more
 *    steps past their due date and not complete; a path finished below its pass mark.
 * 2. Engaged — active in the last `engagedWithinDays` days (default 7) and nothing of the above.
 * 3. Neutral — everyone else (active between the two thresholds, or never active).
 *
 * Every status carries its reasons, in words a manager can check on the learner's profile:
 * "No activity for 12 days; 2 steps overdue".
 */
export type StatusThresholds = { engagedWithinDays: number; atRiskAfterDays: number };
export const DEFAULT_THRESHOLDS: StatusThresholds = { engagedWithinDays: 7, atRiskAfterDays: 14 };

export type ActivityStatus = 'ENGAGED' | 'AT_RISK' | 'NEUTRAL';

export type StatusFacts = {
  /** Null when the learner never did anything. */
  lastActivityAt: Date | null;
  overdueSteps: number;
  /** Paths whose every step is complete but whose pass mark is not met. */
  pathsBelowPassMark: number;
};

const DAY_MS = 86_400_000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function activityStatus(facts: StatusFacts, now: Date, t: StatusThresholds = DEFAULT_THRESHOLDS): { status: ActivityStatus; reasons: string[] } {
  // A last activity stamped by a database clock slightly ahead of ours counts as today, never as "-1 days".
  const idleDays = facts.lastActivityAt ? Math.max(0, Math.floor((now.getTime() - facts.lastActivityAt.getTime()) / DAY_MS)) : null;
  const risks: string[] = [];
  if (idleDays !== null && idleDays >= t.atRiskAfterDays) risks.push(`No activity for ${plural(idleDays, 'day', 'days')}`);
  if (facts.overdueSteps > 0) risks.push(`${plural(facts.overdueSteps, 'step', 'steps')} overdue`);
  if (facts.pathsBelowPassMark > 0) risks.push(`below the pass mark in ${plural(facts.pathsBelowPassMark, 'path', 'paths')}`);
  if (risks.length) return { status: 'AT_RISK', reasons: [capitalise(risks.join('; '))] };
  if (idleDays === null) return { status: 'NEUTRAL', reasons: ['No activity yet'] };
  if (idleDays < t.engagedWithinDays)
    return { status: 'ENGAGED', reasons: [idleDays === 0 ? 'Active today' : `Active ${plural(idleDays, 'day', 'days')} ago`] };
  return { status: 'NEUTRAL', reasons: [`No activity for ${plural(idleDays, 'day', 'days')}`] };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Thresholds as a company may set them: whole days, engaged shorter than at risk. */
export function parseThresholds(raw: { engagedWithinDays?: unknown; atRiskAfterDays?: unknown }): StatusThresholds | { error: string } {
  const engaged = raw.engagedWithinDays ?? DEFAULT_THRESHOLDS.engagedWithinDays;
  const atRisk = raw.atRiskAfterDays ?? DEFAULT_THRESHOLDS.atRiskAfterDays;
  const inRange = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 365;
  if (!inRange(engaged) || !inRange(atRisk)) return { error: 'Thresholds are whole days from 1 to 365.' };
  if ((engaged as number) >= (atRisk as number)) return { error: '"Engaged within" must be shorter than "At risk after".' };
  return { engagedWithinDays: engaged as number, atRiskAfterDays: atRisk as number };
}
