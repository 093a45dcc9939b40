/**
 * The name an export is saved under (issue 21 §3): what the user typed, the filters in force and
 * when the rows were taken, in the company's time zone, so the file says what it holds while its
 * content starts with the table's header row:
 * "our learners - Activity Status Engaged, At Risk; Search ava - 2026-11-25 10.03.csv".
 * Characters file systems refuse are replaced, and the name stays within 200 UTF-8 bytes (most
 * file systems allow 255), the filters being shortened first.
 */
import type { ExportFormat, ExportMeta } from './export-table';

const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]/;
const MAX_TYPED = 120;
const MAX_TYPED_BYTES = 120;
const MAX_BYTES = 200;

const safe = (text: string) =>
  [...text]
    .map((ch) => (UNSAFE_IN_FILE_NAMES.test(ch) || /\p{Cc}/u.test(ch) ? '_' : ch))
    .join('')
    .replace(/\s+/g, ' ');

/** "Activity Status: Engaged; Learning Start: 01/11/2026 – 30/11/2026; Search: "ava"" → "Activity Status Engaged; Learning Start 01-11-2026 – 30-11-2026; Search ava". */
function filtersPart(filters: string): string {
  if (filters === 'none') return '';
  return safe(filters.replaceAll(': ', ' ').replaceAll('/', '-').replaceAll('"', '')).trim();
}

/** 2026-11-25T09:03:00Z in Europe/Paris → "2026-11-25 10.03" (":" is refused in Windows file names). */
export function fileStamp(iso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(new Date(iso))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}.${parts.minute}`;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** `text` cut at a character boundary so it fits in `bytes` UTF-8 bytes, `mark` ending a cut text. */
function cutToBytes(text: string, bytes: number, mark = ''): string {
  if (utf8Bytes(text) <= bytes) return text;
  const chars = [...text];
  while (chars.length > 0 && utf8Bytes(`${chars.join('').trimEnd()}${mark}`) > bytes) chars.pop();
  return chars.length > 0 ? `${chars.join('').trimEnd()}${mark}` : '';
}

/** The file name the browser saves: the typed name, then the filters and time when known, with the format's extension. */
export function exportFileName(typed: string, format: ExportFormat, meta?: Pick<ExportMeta, 'takenAt' | 'timeZone' | 'filters'>): string {
  const extension = `.${format}`;
  // Cut by code points, never between the halves of a surrogate pair.
  let base = [...safe(typed.trim()).replace(/^\.+/, '')].slice(0, MAX_TYPED).join('').trim() || 'audience';
  base = cutToBytes(base, MAX_TYPED_BYTES);
  if (base.toLowerCase().endsWith(extension)) base = base.slice(0, -extension.length).trimEnd() || 'audience';
  if (!meta) return `${base}${extension}`;
  const stamp = fileStamp(meta.takenAt, meta.timeZone);
  const fixed = utf8Bytes(`${base} -  - ${stamp}${extension}`);
  const filters = cutToBytes(filtersPart(meta.filters), MAX_BYTES - fixed, '…');
  return filters ? `${base} - ${filters} - ${stamp}${extension}` : `${base} - ${stamp}${extension}`;
}
