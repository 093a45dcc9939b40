/**
 * The due-date line of a path step (authoring.md §4): "Today", "Tomorrow" or "in N days",
 * followed by the date as "MMMM DD, YYYY". Days are calendar days in the reader's time zone,
 * counted with Temporal's PlainDate (never by dividing milliseconds, which a DST change skews).
 * Past dates (ours; the spec shows only future ones) read "Yesterday" or "N days ago".
 */
import { Temporal } from 'temporal-polyfill';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "December 01, 2026". */
export function formatDueDate(date: Temporal.PlainDate): string {
  return `${MONTHS[date.month - 1]} ${String(date.day).padStart(2, '0')}, ${date.year}`;
}

/** Today's calendar date in `timeZone` (the browser's when not given). */
export function todayIn(now: Temporal.Instant = Temporal.Now.instant(), timeZone: string = Temporal.Now.timeZoneId()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The relative part: "Today", "Tomorrow", "in N days", "Yesterday", "N days ago". */
export function relativeDay(due: Temporal.PlainDate, today: Temporal.PlainDate): string {
  const days = today.until(due, { largestUnit: 'days' }).days;
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** "in 3 days December 01, 2026"; null when the step has no (readable) due date. */
export function dueDateLine(dueDate: string, today: Temporal.PlainDate = todayIn()): { relative: string; date: string; overdue: boolean } | null {
  if (!dueDate) return null;
  let due: Temporal.PlainDate;
  try {
    due = Temporal.PlainDate.from(dueDate.slice(0, 10));
  } catch {
    return null;
  }
  return { relative: relativeDay(due, today), date: formatDueDate(due), overdue: Temporal.PlainDate.compare(due, today) < 0 };
}
