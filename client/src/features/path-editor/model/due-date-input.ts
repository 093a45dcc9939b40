/**
 * The due-date field (authoring.md §4, §5): typed as dd/mm/yyyy, stored as yyyy-mm-dd, never
 * before today (the calendar refuses earlier dates; the server refuses a past date a save sets).
 */
import { Temporal } from 'temporal-polyfill';

/** "2026-12-01" → "01/12/2026"; "" stays "". */
export function toDisplay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** What the typed text means: "" (cleared), a date, or a message. */
export function parseTyped(text: string, today: Temporal.PlainDate): { iso: string } | { error: string } {
  const t = text.trim();
  if (t === '') return { iso: '' };
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) return { error: 'Use the format dd/mm/yyyy.' };
  let date: Temporal.PlainDate;
  try {
    date = Temporal.PlainDate.from({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }, { overflow: 'reject' });
  } catch {
    return { error: "That date doesn't exist." };
  }
  if (Temporal.PlainDate.compare(date, today) < 0) return { error: "The due date can't be before today." };
  return { iso: date.toString() };
}
