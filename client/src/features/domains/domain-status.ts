/**
 * How a domain's status reads on Settings → Domain: the badge, and one sentence saying when it
 * was last checked and when the next automatic check is, in words.
 */
import { relativeTime } from '../../lib/relative-time';

export { relativeTime };

export const STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', VERIFIED: 'Verified', FAILED: 'Failed' };

export type CheckTimes = { status: string; lastCheckedAt?: string | null; nextCheckAt?: string | null };

/** "Last checked 5 minutes ago. Next automatic check in 10 minutes." and the variants. */
export function checkSummary(d: CheckTimes, now: Date): string {
  const last = d.lastCheckedAt ? `Last checked ${relativeTime(d.lastCheckedAt, now)}.` : 'Not checked yet.';
  if (!d.nextCheckAt) return d.status === 'FAILED' ? `${last} No more automatic checks: fix the records, then check now.` : last;
  const due = new Date(d.nextCheckAt).getTime() <= now.getTime();
  return `${last} Next automatic check ${due ? 'any moment now' : relativeTime(d.nextCheckAt, now)}.`;
}
