/** Pure text and time rules of the Messages sample screen (unit-tested in thread-preview.test.ts). */

/** How much of a message a thread card shows (audience.md §2: "the first 40 characters"). */
export const PREVIEW_LENGTH = 40;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first `max` characters of a message on one line, with "…" when there was more. Runs of
 * white space (line breaks too) count as one space; an emoji counts as one character and is never
 * split; the cut drops a space it would end on.
 */
export function threadPreview(message: string, max: number = PREVIEW_LENGTH): string {
  const text = message.replace(/\s+/gu, ' ').trim();
  const characters = Array.from(graphemes.segment(text), (part) => part.segment);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Time since a moment, in its largest whole unit: "5 minutes ago", "yesterday", "just now" under a minute. */
export function relativeTime(then: Date, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  for (const [unit, size] of UNITS) if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  return 'just now';
}
