/** Pure text and time rules of the Messages sample screen (unit-tested in thread-preview.test.ts). */
import { timeSince } from '../../lib/relative-time';

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

/** Time since a moment, in its largest whole unit: "5 minutes ago", "yesterday", "just now" under a minute. */
export const relativeTime = (then: Date, now: Date): string => timeSince(then, now);
