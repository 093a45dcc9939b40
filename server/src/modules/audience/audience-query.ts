/**
 * What the audience table may be asked (audience.md §2 "Audience page", §7 GET /api/v1/audiences;
 * issue 10 §2): statuses, two date ranges of local days, a keyword, a sort and a page. GraphQL
 * sends dates as YYYY-MM-DD, REST as DD/MM/YYYY (the spec's filter format); both end up here as
 * PlainDates and every bad value is refused with a message naming its field.
 */
import { Temporal } from 'temporal-polyfill';
import { ValidationError } from '../../lib/errors.js';
import type { ActivityStatus } from '../analytics/index.js';

export const STATUSES = ['ENGAGED', 'AT_RISK', 'NEUTRAL'] as const satisfies readonly ActivityStatus[];
export const SORTS = ['RECENT_ACTIVITY', 'LEARNING_START', 'NAME', 'EMAIL', 'STUDY_TIME'] as const;
export type AudienceSort = (typeof SORTS)[number];
export type SortDirection = 'ASC' | 'DESC';

export const PAGE_SIZES = { default: 10, max: 50 } as const;
/** An export holds at most this many learners. */
export const EXPORT_MAX_ROWS = 10_000;
const KEYWORD_MAX = 200;

export type DayRange = { from: Temporal.PlainDate | null; to: Temporal.PlainDate | null };
export type AudienceFilter = {
  /** Empty: every status. */
  statuses: ActivityStatus[];
  learningStart: DayRange;
  recentActivity: DayRange;
  keyword: string | null;
};
export type AudienceOrder = { sort: AudienceSort; direction: SortDirection };
export type AudiencePageQuery = AudienceFilter & AudienceOrder & { page: number; pageSize: number };

export type DateStyle = 'iso' | 'dmy';
const FORMAT: Record<DateStyle, { re: RegExp; example: string }> = {
  iso: { re: /^(\d{4})-(\d{2})-(\d{2})$/, example: 'YYYY-MM-DD' },
  dmy: { re: /^(\d{2})\/(\d{2})\/(\d{4})$/, example: 'DD/MM/YYYY' },
};

export function parseDay(value: unknown, field: string, style: DateStyle): Temporal.PlainDate | null {
  if (value === undefined || value === null || value === '') return null;
  const m = typeof value === 'string' ? FORMAT[style].re.exec(value) : null;
  if (!m) throw ValidationError.field(field, `${field} must be a date as ${FORMAT[style].example}.`);
  const [year, month, day] = style === 'iso' ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  try {
    return Temporal.PlainDate.from({ year: Number(year), month: Number(month), day: Number(day) }, { overflow: 'reject' });
  } catch {
    throw ValidationError.field(field, `${field} is not a real date: ${value}.`);
  }
}

function range(from: unknown, to: unknown, field: string, style: DateStyle): DayRange {
  const r = { from: parseDay(from, `${field}[startDate]`, style), to: parseDay(to, `${field}[endDate]`, style) };
  if (r.from && r.to && Temporal.PlainDate.compare(r.from, r.to) > 0)
    throw ValidationError.field(field, `${field}: the start date must not be after the end date.`);
  return r;
}

export function parseStatuses(values: unknown, field = 'activityStatus'): ActivityStatus[] {
  if (values === undefined || values === null) return [];
  const list = Array.isArray(values) ? values : [values];
  const out = new Set<ActivityStatus>();
  for (const v of list) {
    // REST sends the spec's lower-case values (engaged, at_risk, neutral); GraphQL its enum.
    const s = typeof v === 'string' ? v.toUpperCase() : '';
    if (!(STATUSES as readonly string[]).includes(s))
      throw ValidationError.field(field, `${field} must be engaged, at_risk or neutral, not "${String(v).slice(0, 40)}".`);
    out.add(s as ActivityStatus);
  }
  // All three is the same as none: no filter.
  return out.size === STATUSES.length ? [] : [...out];
}

export function parseKeyword(value: unknown, field = 'keyword'): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw ValidationError.field(field, `${field} must be text.`);
  const k = value.trim();
  if (k.length > KEYWORD_MAX) throw ValidationError.field(field, `${field} must be at most ${KEYWORD_MAX} characters.`);
  return k || null;
}

export function parsePaging(page: unknown, pageSize: unknown, names = { page: 'page', pageSize: 'pageSize' }): { page: number; pageSize: number } {
  const p = page === undefined || page === null || page === '' ? 1 : Number(page);
  const size = pageSize === undefined || pageSize === null || pageSize === '' ? PAGE_SIZES.default : Number(pageSize);
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000) throw ValidationError.field(names.page, `${names.page} must be a whole number from 1.`);
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZES.max)
    throw ValidationError.field(names.pageSize, `${names.pageSize} must be a whole number from 1 to ${PAGE_SIZES.max}.`);
  return { page: p, pageSize: size };
}

export type RawFilter = {
  statuses?: unknown;
  learningStartFrom?: unknown;
  learningStartTo?: unknown;
  recentActivityFrom?: unknown;
  recentActivityTo?: unknown;
  keyword?: unknown;
};

export function parseFilter(raw: RawFilter | null | undefined, style: DateStyle): AudienceFilter {
  const r = raw ?? {};
  return {
    statuses: parseStatuses(r.statuses, style === 'iso' ? 'statuses' : 'activityStatus'),
    learningStart: range(r.learningStartFrom, r.learningStartTo, 'learningStart', style),
    recentActivity: range(r.recentActivityFrom, r.recentActivityTo, 'recentActivity', style),
    keyword: parseKeyword(r.keyword),
  };
}

export function parseOrder(sort: unknown, direction: unknown): AudienceOrder {
  const s = sort ?? 'RECENT_ACTIVITY';
  const d = direction ?? 'DESC';
  if (!(SORTS as readonly unknown[]).includes(s)) throw ValidationError.field('sort', `sort must be one of ${SORTS.join(', ')}.`);
  if (d !== 'ASC' && d !== 'DESC') throw ValidationError.field('direction', 'direction must be ASC or DESC.');
  return { sort: s as AudienceSort, direction: d };
}
