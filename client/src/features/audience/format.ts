/**
 * How the Audience page writes times and durations (audience.md §5): dates DD-MM-YYYY, the
 * table's recent activity "DD-MM-YYYY hh:mm a", the profile's "DD-MM-YYYY, h:mm A", study time in
 * h and min. Times are shown in the company's time zone (AudiencePage.timeZone), the one its
 * Learning Start filter counts days in, so a date in the table and the filter agree.
 */
import { kindLabel } from '../../kinds';
import { timeSince } from '../../lib/relative-time';

type Parts = { day: string; month: string; year: string; hour: string; minute: string; dayPeriod: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(iso: string, timeZone: string): Parts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, format);
  }
  const found: Record<string, string> = {};
  for (const p of format.formatToParts(date)) found[p.type] = p.value;
  return found as Parts;
}

/** 2026-11-02T08:15:00Z in Europe/Paris → "02-11-2026"; null or a bad value → "-". */
export function formatDay(iso: string | null | undefined, timeZone: string): string {
  const p = iso ? parts(iso, timeZone) : null;
  return p ? `${p.day}-${p.month}-${p.year}` : '-';
}

/** The table's recent activity, "DD-MM-YYYY hh:mm a": "02-11-2026 09:15 am". */
export function formatTableDateTime(iso: string | null | undefined, timeZone: string): string {
  const p = iso ? parts(iso, timeZone) : null;
  return p ? `${p.day}-${p.month}-${p.year} ${p.hour.padStart(2, '0')}:${p.minute} ${p.dayPeriod.toLowerCase()}` : '-';
}

/** The profile's recent activity, "DD-MM-YYYY, h:mm A": "02-11-2026, 9:15 AM". */
export function formatProfileDateTime(iso: string | null | undefined, timeZone: string): string {
  const p = iso ? parts(iso, timeZone) : null;
  return p ? `${p.day}-${p.month}-${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}` : '-';
}

/** Seconds of study as hours and minutes, rounded to the minute: 3900 → "1 h 5 min", 7200 → "2 h", 20 → "0 min". */
export function formatStudyTime(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Time since a moment, in the largest whole unit: "3 days ago", "yesterday", "just now" under a minute. */
export { timeSince };

/** "Completed" / "In progress" / "Not started" (audience.md §3 step status). */
export const PROGRESS_LABELS: Record<string, string> = { COMPLETED: 'Completed', IN_PROGRESS: 'In progress', NOT_STARTED: 'Not started' };

/** A material kind's display name (audience.md §3: Path, Walkthrough, Video, Docs); unknown → "". */
export const materialKindLabel = (kind: string): string => kindLabel(kind);
