/**
 * The export files, read back by other libraries: the workbook by SheetJS's reader, the PDF by
 * PDF.js (pages and text), the CSV by csv-parse. A learner named like a formula and learners
 * with Greek and Chinese names go through every format.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { read } from 'xlsx';
import { type AudienceView, DEFAULT_VIEW } from '../audience-search';
import { describeFilters, describeScope } from './describe';
import { buildCsv, type ExportLearner, type ExportRequest } from './export-table';
import { exportFileName } from './file-name';
import { escapeFormula } from './formula';
import type { FontId, FontSource } from './pdf-fonts';
import { buildPdf } from './pdf-file';
import { buildXlsx } from './xlsx-file';

// PDF.js 6 uses Promise.withResolvers, which Node 20 (our floor) lacks; browsers have it.
(Promise as unknown as { withResolvers?: unknown }).withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
};

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontId, string> = {
  dejavu: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  'noto-sc': require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
};

/** Reads the real font files, and notes which the export asked for. */
function fontSource(): FontSource & { asked: FontId[] } {
  const asked: FontId[] = [];
  const source = async (id: FontId) => {
    asked.push(id);
    return new Uint8Array(await readFile(FONT_FILES[id]));
  };
  return Object.assign(source, { asked });
}

const base: ExportLearner = {
  name: 'Ava Nguyen',
  firstName: 'Ava',
  lastName: 'Nguyen',
  email: 'ava@example.com',
  userId: '3f1c2a9e-0000-4000-8000-000000000001',
  activityStatus: 'ENGAGED',
  statusReason: 'Active 2 days ago',
  completionRate: 50,
  studySeconds: 3900,
  // 23:30 UTC on 1 November is 00:30 on 2 November in Paris.
  learningStart: '2026-11-01T23:30:00Z',
  recentActivity: '2026-11-20T08:05:00Z',
  uniqueVisits: 2,
  opens: 5,
  completions: 1,
  satisfactionScore: 4.5,
  learningGroups: ['technology', 'business'],
  filesUploaded: 1,
};
const formulaName = '=HYPERLINK("http://evil.example","click")';
const learners: ExportLearner[] = [
  {
    ...base,
    name: formulaName,
    firstName: formulaName,
    lastName: 'Smith, "Jr."',
    email: '+eve@example.com',
    activityStatus: 'AT_RISK',
    statusReason: 'No activity for 12 days',
  },
  {
    ...base,
    name: 'Ελένη Παπαδοπούλου',
    firstName: 'Ελένη',
    lastName: 'Παπαδοπούλου',
    email: 'eleni@example.com',
    satisfactionScore: null,
    learningGroups: [],
  },
  { ...base, name: '王芳', firstName: '芳', lastName: '王', email: 'wang@example.com', activityStatus: 'NEUTRAL', learningStart: null, recentActivity: null },
];
const meta = { takenAt: '2026-11-25T09:03:00Z', timeZone: 'Europe/Paris', filters: 'Activity Status: Engaged, At Risk', scope: '3 selected learners' };
const request = (format: ExportRequest['format'], list = learners): ExportRequest => ({ format, learners: list, meta });

describe('escapeFormula', () => {
  it('puts an apostrophe before what a spreadsheet would run', () => {
    expect(['=1+1', '+33 1', '-2', '@SUM(A1)', '\tx', '\rx'].map(escapeFormula)).toEqual(["'=1+1", "'+33 1", "'-2", "'@SUM(A1)", "'\tx", "'\rx"]);
    expect(['Ava', 'a=b', 'Ava =x', '1-2', '', '   '].map(escapeFormula)).toEqual(['Ava', 'a=b', 'Ava =x', '1-2', '', '   ']);
  });

  it('looks past leading blanks and invisible characters, and knows the full-width signs', () => {
    const hidden = [
      ' =x', // space
      '\u00a0=x', // no-break space
      '\u200b=x', // zero-width space
      '\u2060\ufeff@x', // word joiner, byte order mark
      '\u3000 \u200d+x', // ideographic space, space, zero-width joiner
      '\n-x', // a line break
      '\u202e=x', // right-to-left override
    ];
    expect(hidden.map(escapeFormula)).toEqual(hidden.map((v) => `'${v}`));
    const fullWidth = ['＝1+1', '＋33', '－2', '＠SUM(A1)', ' ＝x', '﹦x'];
    expect(fullWidth.map(escapeFormula)).toEqual(fullWidth.map((v) => `'${v}`));
  });
});

describe('the CSV export', () => {
  const rows = parse(buildCsv(request('csv')), { bom: true }) as string[][];

  it('starts with the header row and keeps the record as it is, formulas escaped, commas and quotes quoted', () => {
    expect(rows[0]).toEqual([
      'Name',
      'First Name',
      'Last Name',
      'Email',
      'User ID',
      'Activity Status',
      'Status Reason',
      'Completion Rate (%)',
      'Study Time',
      'Learning Start',
      'Recent Activity',
      'Unique Visits',
      'Opens',
      'Completions',
      'Satisfaction Score',
      'Learning Groups',
      'Files Uploaded',
    ]);
    expect(rows[1]).toEqual([
      `'${formulaName}`,
      `'${formulaName}`,
      'Smith, "Jr."',
      "'+eve@example.com",
      '3f1c2a9e-0000-4000-8000-000000000001',
      'At Risk',
      'No activity for 12 days',
      '50',
      '1 h 5 min',
      '02-11-2026',
      '20-11-2026 09:05 am',
      '2',
      '5',
      '1',
      '4.5',
      'technology; business',
      '1',
    ]);
    expect(rows[2]?.slice(0, 3)).toEqual(['Ελένη Παπαδοπούλου', 'Ελένη', 'Παπαδοπούλου']);
    expect(rows[3]?.slice(0, 3)).toEqual(['王芳', '芳', '王']);
    expect(rows[3]?.slice(9, 11)).toEqual(['', '']);
    expect(rows).toHaveLength(4);
  });

  it('escapes a formula hidden behind a space, a no-break or zero-width space, or written full-width', () => {
    const names = [' =1+1', '\u00a0=1+1', '\u200b=1+1', '＝1+1'];
    const hidden = parse(
      buildCsv(
        request(
          'csv',
          names.map((name) => ({ ...base, name, firstName: 'x' })),
        ),
      ),
      { bom: true },
    ) as string[][];
    expect(hidden.slice(1).map((r) => r[0])).toEqual(["' =1+1", "'\u00a0=1+1", "'\u200b=1+1", "'＝1+1"]);
  });

  it('writes RFC 4180: CRLF between records, quotes doubled inside quoted fields, a UTF-8 byte order mark', () => {
    const text = buildCsv(request('csv'));
    expect(text.startsWith('\uFEFFName,First Name,Last Name,Email,')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","'=HYPERLINK(""http://evil.example"",""click"")","Smith, ""Jr."""`);
    expect(text.endsWith('\r\n')).toBe(true);
  });
});

describe('the Excel export', () => {
  const bytes = buildXlsx(request('xlsx'));
  const book = read(bytes, { type: 'array', cellFormula: true });
  const sheet = book.Sheets.data;

  it('has the sheet data, then the sheet filters', () => {
    expect(book.SheetNames).toEqual(['data', 'filters']);
  });

  it('starts data with the header row, then the learner as name and the first learning group', () => {
    expect(['A1', 'B1', 'N1', 'O1'].map((c) => sheet?.[c]?.v)).toEqual(['Name', 'Email', 'Learning Group', 'Files Uploaded']);
    expect(['A2', 'B2', 'F2', 'G2', 'M2', 'N2'].map((c) => sheet?.[c]?.v)).toEqual([formulaName, '+eve@example.com', 50, '1 h 5 min', 4.5, 'technology']);
    expect(sheet?.A3?.v).toBe('Ελένη Παπαδοπούλου');
    expect(sheet?.N3?.v).toBe('');
    expect(sheet?.A4?.v).toBe('王芳');
    expect(sheet?.['!ref']).toBe('A1:O4');
  });

  it('writes formula-like text as typed string cells, without an apostrophe and never as a formula', () => {
    for (const cell of ['A2', 'B2']) {
      expect(sheet?.[cell]?.t).toBe('s');
      expect(sheet?.[cell]?.f).toBeUndefined();
    }
    // Nothing in the workbook is a formula: no <f> element in any sheet's XML.
    const raw = read(bytes, { type: 'array', bookFiles: true }) as unknown as { files: Record<string, { content: Uint8Array }> };
    const sheetXml = Object.entries(raw.files)
      .filter(([name]) => /worksheets\/sheet\d+\.xml$/.test(name))
      .map(([, file]) => new TextDecoder().decode(file.content));
    expect(sheetXml).toHaveLength(2);
    for (const xml of sheetXml) expect(xml).not.toMatch(/<f[ >]/);
  });

  it('says in the sheet filters when and with which filters the rows were taken', () => {
    const filters = book.Sheets.filters;
    expect(['A1', 'A2', 'B2', 'A3', 'B3', 'A4', 'B4'].map((c) => filters?.[c]?.v)).toEqual([
      'Audience export',
      'Taken',
      '25-11-2026 10:03 am (Europe/Paris)',
      'Filters',
      'Activity Status: Engaged, At Risk',
      'Learners',
      '3 selected learners',
    ]);
    expect(filters?.['!ref']).toBe('A1:B4');
  });
});

async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages;
}

describe('the PDF export', () => {
  it('writes one page per learner, each saying when and with which filters, in fonts that have Greek and Chinese', async () => {
    const fonts = fontSource();
    const pages = await pdfText(await buildPdf(request('pdf'), fonts));
    expect(pages).toHaveLength(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('Taken 25-11-2026 10:03 am (Europe/Paris)');
      expect(page).toContain('Filters: Activity Status: Engaged, At Risk');
      expect(page).toContain(`Page ${i + 1} of 3`);
    }
    // The PDF is not a spreadsheet: the name is shown as written.
    expect(pages[0]).toContain(formulaName);
    expect(pages[0]).toMatch(/Learning Group\s*technology/);
    expect(pages[2]).toMatch(/Learning Start\s*-/);
    expect(pages[1]).toContain('Ελένη Παπαδοπούλου');
    expect(pages[2]).toContain('王芳');
    expect(fonts.asked).toEqual(['dejavu', 'noto-sc']);
  }, 30_000);

  it('embeds DejaVu only for Greek, and no font at all for Latin-1 names', async () => {
    const greek = fontSource();
    const greekPages = await pdfText(await buildPdf(request('pdf', [learners[1] as ExportLearner]), greek));
    expect(greekPages).toHaveLength(1);
    expect(greekPages[0]).toContain('Ελένη Παπαδοπούλου');
    expect(greek.asked).toEqual(['dejavu']);

    const latin = fontSource();
    const latinPages = await pdfText(await buildPdf(request('pdf', [{ ...base, name: 'Zoë Müller-Lüdenscheidt' }]), latin));
    expect(latinPages[0]).toContain('Zoë Müller-Lüdenscheidt');
    expect(latin.asked).toEqual([]);
  }, 30_000);
});

describe('what the file says about itself', () => {
  it('describes the filters in force, dates as DD/MM/YYYY', () => {
    const view: AudienceView = { ...DEFAULT_VIEW, sort: 'NAME', direction: 'ASC' };
    expect(describeFilters(view)).toBe('none');
    expect(describeFilters({ ...view, statuses: ['AT_RISK', 'ENGAGED'], from: '2026-11-01', to: '2026-11-30', keyword: 'ava' })).toBe(
      'Activity Status: Engaged, At Risk; Learning Start: 01/11/2026 – 30/11/2026; Search: "ava"',
    );
    expect(describeFilters({ ...view, to: '2026-11-30' })).toBe('Learning Start: until 30/11/2026');
  });

  it('says which learners it holds', () => {
    expect(describeScope(false, 1, 8, false)).toBe('1 selected learner');
    expect(describeScope(true, 23, 23, false)).toBe('All 23 matching learners');
    expect(describeScope(true, 10000, 12345, true)).toBe('The first 10,000 of 12,345 matching learners');
  });

  it('names the file safely with its extension', () => {
    expect(exportFileName('learners', 'xlsx')).toBe('learners.xlsx');
    expect(exportFileName('Q4/learners: "all"', 'csv')).toBe('Q4_learners_ _all_.csv');
    expect(exportFileName('report.PDF', 'pdf')).toBe('report.pdf');
    expect(exportFileName('  ', 'pdf')).toBe('audience.pdf');
  });

  it('puts the filters and the time taken, in the company time zone, in the file name', () => {
    expect(exportFileName('our learners', 'csv', meta)).toBe('our learners - Activity Status Engaged, At Risk - 2026-11-25 10.03.csv');
    expect(exportFileName('report.XLSX', 'xlsx', { ...meta, filters: 'none' })).toBe('report - 2026-11-25 10.03.xlsx');
    // 23:30 UTC is half past midnight the next day in Paris (a 24-hour clock, never "24.30").
    const filters = 'Activity Status: At Risk; Learning Start: 01/11/2026 – 30/11/2026; Search: "a/b:c"';
    expect(exportFileName('x', 'pdf', { takenAt: '2026-11-01T23:30:00Z', timeZone: 'Europe/Paris', filters })).toBe(
      'x - Activity Status At Risk; Learning Start 01-11-2026 – 30-11-2026; Search a-b_c - 2026-11-02 00.30.pdf',
    );
  });

  it('keeps a name with long filters within 200 bytes, shortening the filters', () => {
    const name = exportFileName('Ελένη', 'csv', { ...meta, filters: `Search: "${'é'.repeat(300)}"` });
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^Ελένη - Search é+… - 2026-11-25 10\.03\.csv$/);
  });
});
