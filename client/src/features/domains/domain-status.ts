/**
 * How a domain's status reads on Settings → Domain: the badge, and one sentence saying when it
 * was last checked and when the next automatic check is, in words.
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export const STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', VERIFIED: 'Verified', FAILED: 'Failed' };

/** "in 5 minutes", "3 hours ago", "tomorrow": the largest whole unit, rounded toward now. */
export function relativeTime(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const abs = Math.abs(seconds);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (abs >= size) return relative.format(Math.trunc(seconds / size), unit);
  return seconds < 0 ? 'just now' : 'in less than a minute';
}

export type CheckTimes = { status: string; lastCheckedAt?: string | null; nextCheckAt?: string | null };

/** "Last checked 5 minutes ago. Next automatic check in 10 minutes." and the variants. */
export function checkSummary(d: CheckTimes, now: Date): string {
  const last = d.lastCheckedAt ? `Last checked ${relativeTime(d.lastCheckedAt, now)}.` : 'Not checked yet.';
  if (!d.nextCheckAt) return d.status === 'FAILED' ? `${last} No more automatic checks: fix the records, then check now.` : last;
  const due = new Date(d.nextCheckAt).getTime() <= now.getTime();
  return `${last} Next automatic check ${due ? 'any moment now' : relativeTime(d.nextCheckAt, now)}.`;
}
