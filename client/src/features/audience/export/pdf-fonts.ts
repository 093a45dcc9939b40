/**
 * Fonts for the PDF export. jsPDF's built-in fonts (Helvetica…) only write Latin-1, so a Greek,
 * Polish or Chinese name would come out as garbage. When the text needs more, the export embeds
 * TrueType fonts (jsPDF keeps only the glyphs used): DejaVu Sans for Latin, Greek, Cyrillic and
 * most alphabets, and Noto Sans SC for the Chinese and Japanese characters DejaVu lacks. Each is
 * loaded only when the text needs it (the CJK font is 10 MB), by the worker, never by the page.
 * Text is written in runs: each character in the first font of the chain that has it.
 */
import type { jsPDF } from 'jspdf';

export type FontId = 'dejavu' | 'noto-sc';
/** Gives a font file's bytes: fetched by the worker, read from node_modules in tests. */
export type FontSource = (id: FontId) => Promise<Uint8Array>;

const FAMILY: Record<FontId, string> = { dejavu: 'DejaVuSans', 'noto-sc': 'NotoSansSC' };
const BUILT_IN = 'helvetica';

/** Latin-1 is what Helvetica writes; anything above needs an embedded font. */
const needsUnicode = (text: string) => [...text].some((ch) => (ch.codePointAt(0) ?? 0) > 0xff);

function binaryString(bytes: Uint8Array): string {
  // apply, not spread: spreading a typed array walks its iterator (1 s for the 10 MB CJK font).
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]));
  return parts.join('');
}

type Metadata = { characterToGlyph: (code: number) => number };

/** The fonts this document writes with, in order of preference. */
export interface FontChain {
  families: string[];
  /** The family to write a character in. */
  familyOf: (ch: string) => string;
}

async function embed(doc: jsPDF, id: FontId, source: FontSource): Promise<Metadata> {
  const file = `${FAMILY[id]}.ttf`;
  doc.addFileToVFS(file, binaryString(await source(id)));
  doc.addFont(file, FAMILY[id], 'normal', undefined, 'Identity-H');
  doc.setFont(FAMILY[id]);
  return (doc.getFont() as unknown as { metadata: Metadata }).metadata;
}

/** Embeds the fonts `text` needs (none for Latin-1 text) and returns the chain to write with. */
export async function prepareFonts(doc: jsPDF, text: string, source: FontSource): Promise<FontChain> {
  if (!needsUnicode(text)) return { families: [BUILT_IN], familyOf: () => BUILT_IN };
  const dejavu = await embed(doc, 'dejavu', source);
  const has = (m: Metadata, ch: string) => m.characterToGlyph(ch.codePointAt(0) ?? 0) !== 0;
  const missing = [...new Set(text)].filter((ch) => ch.trim() && !has(dejavu, ch));
  if (missing.length === 0) return { families: [FAMILY.dejavu], familyOf: () => FAMILY.dejavu };
  const cjk = await embed(doc, 'noto-sc', source);
  // Asked for every character written or measured: remembered (a few thousand distinct at most).
  const chosen = new Map<string, string>();
  return {
    families: [FAMILY.dejavu, FAMILY['noto-sc']],
    familyOf: (ch) => {
      let family = chosen.get(ch);
      if (family === undefined) {
        family = has(dejavu, ch) || !has(cjk, ch) ? FAMILY.dejavu : FAMILY['noto-sc'];
        chosen.set(ch, family);
      }
      return family;
    },
  };
}

export type Run = { family: string; text: string };

/** Splits text into runs of one font each. */
export function toRuns(text: string, chain: FontChain): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const family = chain.familyOf(ch);
    const last = runs.at(-1);
    if (last && last.family === family) last.text += ch;
    else runs.push({ family, text: ch });
  }
  return runs;
}

/**
 * A run's width, remembered per document, font and size: a 10,000-page export measures the same
 * labels, words and dates again and again, and each measurement goes through jsPDF's text
 * preprocessing.
 */
const widths = new WeakMap<jsPDF, Map<string, number>>();
function runWidth(doc: jsPDF, run: Run): number {
  let known = widths.get(doc);
  if (!known) {
    known = new Map();
    widths.set(doc, known);
  }
  const key = `${run.family}\u0000${doc.getFontSize()}\u0000${run.text}`;
  let w = known.get(key);
  if (w === undefined) {
    doc.setFont(run.family);
    w = doc.getTextWidth(run.text);
    known.set(key, w);
  }
  return w;
}

function width(doc: jsPDF, runs: Run[]): number {
  let total = 0;
  for (const run of runs) total += runWidth(doc, run);
  return total;
}

/** Breaks text into lines no wider than maxWidth: at spaces, and anywhere in CJK text or a word too long for a line. */
export function wrap(doc: jsPDF, text: string, maxWidth: number, chain: FontChain): string[] {
  const fits = (candidate: string) => width(doc, toRuns(candidate, chain)) <= maxWidth;
  // Most values fit on one line: one measurement instead of one per word.
  if (fits(text)) return text.trim() ? [text.trimEnd()] : [''];
  const tokens = text.match(/\s+|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (fits(line + token)) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = /^\s+$/.test(token) ? '' : token;
    // A single token wider than the line: cut it character by character.
    while (!fits(line) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [''];
}

/** Writes one line of runs from (x, y), each run in its font. */
export function drawLine(doc: jsPDF, text: string, x: number, y: number, chain: FontChain): void {
  let at = x;
  const runs = toRuns(text, chain);
  runs.forEach((run, i) => {
    doc.setFont(run.family);
    doc.text(run.text, at, y);
    if (i < runs.length - 1) at += runWidth(doc, run);
  });
}
