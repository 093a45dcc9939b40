/**
 * The PDF export: one A4 page per learner (audience.md §9), each headed by a line saying when the
 * rows were taken and with which filters, then the learner's fields as label and value. Names
 * and other text are written in fonts that have their characters (pdf-fonts.ts).
 */
import { jsPDF } from 'jspdf';
import { columnsFor, type ExportRequest, takenLine } from './export-table';
import { drawLine, type FontSource, prepareFonts, wrap } from './pdf-fonts';

const MARGIN = 48;
const LABEL_WIDTH = 150;
const MUTED: [number, number, number] = [91, 101, 115];
const TEXT: [number, number, number] = [27, 36, 48];

/** Arabic letters (and their presentation forms), which jsPDF shapes before writing. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * jsPDF runs its Arabic shaper over every text() call (a "preProcessText" event): a third of a
 * 10,000-page export's time, for text that has no Arabic letter it leaves unchanged. A document
 * without any drops that one subscription; the others (Unicode escaping, bidi) stay.
 */
function skipArabicShaping(doc: jsPDF): void {
  const shaper = (jsPDF.API as unknown as { processArabic?: unknown }).processArabic;
  const events = (
    doc.internal as unknown as { events?: { getTopics?: () => Record<string, Record<string, [unknown, boolean]>>; unsubscribe?: (token: string) => void } }
  ).events;
  const subscribed = events?.getTopics?.().preProcessText ?? {};
  for (const [token, [callback]] of Object.entries(subscribed)) if (shaper && callback === shaper) events?.unsubscribe?.(token);
}

export async function buildPdf(request: ExportRequest, fonts: FontSource): Promise<Uint8Array> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: 'Audience export', creator: 'LearnHub' });
  const columns = columnsFor('pdf');
  const tz = request.meta.timeZone;
  const pages = request.learners.map((learner) => columns.map((c) => ({ label: c.header, value: String(c.value(learner, tz) ?? '') })));
  const header = `Audience export · ${takenLine(request.meta)} · Filters: ${request.meta.filters} · Learners: ${request.meta.scope}`;
  const allText = [header, ...pages.flatMap((fields) => fields.flatMap((f) => [f.label, f.value]))].join('\n');
  const chain = await prepareFonts(doc, allText, fonts);
  if (!ARABIC.test(allText)) skipArabicShaping(doc);

  const pageWidth = doc.internal.pageSize.getWidth();
  const textWidth = pageWidth - 2 * MARGIN;
  const total = Math.max(1, pages.length);
  // Every page's header is the same words and its page number: the lines before the last are
  // wrapped once, and only the last line with the number on each page (greedy wrapping breaks a
  // prefix the same whatever follows it).
  doc.setFontSize(8);
  const headerLines = wrap(doc, header, textWidth, chain);
  const headerStart = headerLines.slice(0, -1);
  const headerLast = headerLines.at(-1) ?? '';
  for (let index = 0; index < total; index++) {
    if (index > 0) doc.addPage();
    let y = MARGIN;
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    for (const line of [...headerStart, ...wrap(doc, `${headerLast} · Page ${index + 1} of ${total}`, textWidth, chain)]) {
      drawLine(doc, line, MARGIN, y, chain);
      y += 11;
    }
    y += 20;
    const fields = pages[index];
    if (!fields) {
      doc.setFontSize(12);
      drawLine(doc, 'No learners.', MARGIN, y, chain);
      continue;
    }
    doc.setFontSize(18);
    doc.setTextColor(...TEXT);
    for (const line of wrap(doc, fields[0]?.value ?? '', textWidth, chain)) {
      drawLine(doc, line, MARGIN, y, chain);
      y += 24;
    }
    y += 8;
    doc.setFontSize(11);
    for (const field of fields) {
      doc.setTextColor(...MUTED);
      drawLine(doc, field.label, MARGIN, y, chain);
      doc.setTextColor(...TEXT);
      for (const line of wrap(doc, field.value || '-', textWidth - LABEL_WIDTH, chain)) {
        drawLine(doc, line, MARGIN + LABEL_WIDTH, y, chain);
        y += 16;
      }
      y += 4;
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
