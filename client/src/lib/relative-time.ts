/**
 * A moment in words, in its largest whole unit ("5 minutes ago", "yesterday", "in 3 hours",
 * "last week"), rounded toward now: one rule for every "time since" and "next check in" on screen
 * (domain checks, the Messages preview, learners' files).
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Past or future; under a minute "just now" (past) or "in less than a minute" (future). */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const seconds = (new Date(at).getTime() - now.getTime()) / 1000;
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) if (abs >= size) return relative.format(Math.trunc(seconds / size), unit);
  return seconds < 0 ? 'just now' : 'in less than a minute';
}

/** Time since a moment: a moment ahead of this clock (another machine's) reads "just now". */
export function timeSince(at: Date | string, now: Date = new Date()): string {
  return new Date(at).getTime() >= now.getTime() ? 'just now' : relativeTime(at, now);
}
