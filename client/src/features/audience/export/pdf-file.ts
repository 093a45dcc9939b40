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

export async function buildPdf(request: ExportRequest, fonts: FontSource): Promise<Uint8Array> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: 'Audience export', creator: 'LearnHub' });
  const columns = columnsFor('pdf');
  const tz = request.meta.timeZone;
  const pages = request.learners.map((learner) => columns.map((c) => ({ label: c.header, value: String(c.value(learner, tz) ?? '') })));
  const header = `Audience export · ${takenLine(request.meta)} · Filters: ${request.meta.filters} · Learners: ${request.meta.scope}`;
  const allText = [header, ...pages.flatMap((fields) => fields.flatMap((f) => [f.label, f.value]))].join('\n');
  const chain = await prepareFonts(doc, allText, fonts);

  const pageWidth = doc.internal.pageSize.getWidth();
  const textWidth = pageWidth - 2 * MARGIN;
  const total = Math.max(1, pages.length);
  for (let index = 0; index < total; index++) {
    if (index > 0) doc.addPage();
    let y = MARGIN;
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    for (const line of wrap(doc, `${header} · Page ${index + 1} of ${total}`, textWidth, chain)) {
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
