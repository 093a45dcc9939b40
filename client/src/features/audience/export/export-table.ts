/**
 * What an export holds (audience.md §9, issue 10 §2, issue 21 §3): one row per learner under a
 * header row, which is the first row of the CSV and of the Excel sheet "data" so any program
 * reads the table as it is. When the rows were taken and with which filters goes in the file name
 * (file-name.ts), in the Excel sheet "filters" and at the top of every PDF page. Excel and PDF
 * write the learner as their name and the learning group as its first item; CSV keeps the record
 * as it is (first and last name beside the name, every learning group). Text that a spreadsheet
 * would run as a formula is escaped in the CSV (formula.ts); Excel's typed string cells and the
 * PDF show it as written.
 */
import { formatDay, formatStudyTime, formatTableDateTime } from '../format';
import { type Cell, toCsv } from './csv';
import { escapeFormula } from './formula';

export type ExportFormat = 'xlsx' | 'pdf' | 'csv';

/** One learner as the export query returns them (AudienceLearner's scalar fields). */
export interface ExportLearner {
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  userId: string;
  activityStatus: string;
  statusReason: string;
  completionRate: number;
  studySeconds: number;
  learningStart?: string | null;
  recentActivity?: string | null;
  uniqueVisits: number;
  opens: number;
  completions: number;
  satisfactionScore?: number | null;
  learningGroups: readonly string[];
  filesUploaded: number;
}

/** When and with what the rows were taken; written at the top of every file (every PDF page). */
export interface ExportMeta {
  /** The server's computedAt (ISO). */
  takenAt: string;
  timeZone: string;
  /** "Activity Status: Engaged, At Risk; Learning Start: 01/11/2026 – 30/11/2026; Search: ava", or "none". */
  filters: string;
  /** "3 selected learners", "All 23 matching learners", or with the 10,000 cap. */
  scope: string;
}

export interface ExportRequest {
  format: ExportFormat;
  learners: readonly ExportLearner[];
  meta: ExportMeta;
}

const STATUS_LABELS: Record<string, string> = { ENGAGED: 'Engaged', AT_RISK: 'At Risk', NEUTRAL: 'Neutral' };

interface Column {
  header: string;
  value: (l: ExportLearner, tz: string) => Cell;
  /** Only in the CSV file (the record as it is). */
  csvOnly?: boolean;
  /** Only in Excel and PDF. */
  notCsv?: boolean;
}

export const COLUMNS: readonly Column[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'First Name', value: (l) => l.firstName ?? '', csvOnly: true },
  { header: 'Last Name', value: (l) => l.lastName ?? '', csvOnly: true },
  { header: 'Email', value: (l) => l.email },
  { header: 'User ID', value: (l) => l.userId },
  { header: 'Activity Status', value: (l) => STATUS_LABELS[l.activityStatus] ?? l.activityStatus },
  { header: 'Status Reason', value: (l) => l.statusReason },
  { header: 'Completion Rate (%)', value: (l) => l.completionRate },
  { header: 'Study Time', value: (l) => formatStudyTime(l.studySeconds) },
  { header: 'Learning Start', value: (l, tz) => (l.learningStart ? formatDay(l.learningStart, tz) : '') },
  { header: 'Recent Activity', value: (l, tz) => (l.recentActivity ? formatTableDateTime(l.recentActivity, tz) : '') },
  { header: 'Unique Visits', value: (l) => l.uniqueVisits },
  { header: 'Opens', value: (l) => l.opens },
  { header: 'Completions', value: (l) => l.completions },
  { header: 'Satisfaction Score', value: (l) => (l.satisfactionScore == null ? '' : Number(l.satisfactionScore.toFixed(1))) },
  { header: 'Learning Group', value: (l) => l.learningGroups[0] ?? '', notCsv: true },
  { header: 'Learning Groups', value: (l) => l.learningGroups.join('; '), csvOnly: true },
  { header: 'Files Uploaded', value: (l) => l.filesUploaded },
];

export const columnsFor = (format: ExportFormat) => COLUMNS.filter((c) => (format === 'csv' ? !c.notCsv : !c.csvOnly));

/** "Taken 25-11-2026 10:03 am (Europe/Paris)". */
export const takenLine = (meta: ExportMeta) => `Taken ${formatTableDateTime(meta.takenAt, meta.timeZone)} (${meta.timeZone})`;

/** What the Excel sheet "filters" holds: title, time, filters and scope, as label and value. */
export function metaRows(meta: ExportMeta): Cell[][] {
  return [
    ['Audience export'],
    ['Taken', `${formatTableDateTime(meta.takenAt, meta.timeZone)} (${meta.timeZone})`],
    ['Filters', meta.filters],
    ['Learners', meta.scope],
  ];
}

/** The table of a spreadsheet export (CSV or Excel): the header row, then the learners, as written. */
export function tableRows(request: ExportRequest): Cell[][] {
  const columns = columnsFor(request.format);
  const rows: Cell[][] = [columns.map((c) => c.header)];
  for (const learner of request.learners) rows.push(columns.map((c) => c.value(learner, request.meta.timeZone)));
  return rows;
}

const escapeCell = (cell: Cell): Cell => (typeof cell === 'string' ? escapeFormula(cell) : cell);

/** The CSV: the table with every text a spreadsheet would run escaped. */
export const buildCsv = (request: ExportRequest): string => toCsv(tableRows(request).map((row) => row.map(escapeCell)));

export const MIME_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv;charset=utf-8',
};
