/**
 * The dashboard's periods (audience.md §2 "Dashboard", §4; issue 10 §1), in the company's time
 * zone: Week (from Monday), Month, Year, All time and a custom range of days. A period in progress
 * ends now. Its delta compares it with the period of the same kind before it, cut at the same
 * point ("the first 24 days and 14 hours of last month" on the 25th at 14:00), clamped to that
 * period's end (March 31st compares with all of February). All time and custom ranges have no
 * delta. The chart's buckets: a week's 7 days from Monday, a month's days by number, a year's 12
 * months, all time's last 12 months, a custom range's days (or months beyond 62 days).
 *
 * Calendar arithmetic is done on zoned date-times, so a day across a DST change is 23 or 25 hours
 * and "the same time of day" stays the same on the wall clock.
 */
import { Temporal } from 'temporal-polyfill';
import { ValidationError } from '../../lib/errors.js';

export const PERIOD_OPTIONS = ['week', 'month', 'year', 'all_time', 'custom_date'] as const;
export type PeriodOption = (typeof PERIOD_OPTIONS)[number];

export type Bucket = { label: string; start: Temporal.Instant; end: Temporal.Instant };
export type Range = { start: Temporal.Instant; end: Temporal.Instant };

export type Period = {
  option: PeriodOption;
  /** Null for all time (everything before `end`). */
  start: Temporal.Instant | null;
  /** Exclusive: now for a period in progress. */
  end: Temporal.Instant;
  previous: Range | null;
  buckets: Bucket[];
  bucketUnit: 'day' | 'month';
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Beyond this many days a custom range is charted by month. */
export const CUSTOM_DAILY_MAX = 62;
/** The longest custom range: ten years of days. */
export const CUSTOM_MAX_DAYS = 3660;

const min = (a: Temporal.Instant, b: Temporal.Instant) => (Temporal.Instant.compare(a, b) <= 0 ? a : b);

/** `start` and the same kind of period before it, cut where `now` is in this one. */
function previousOf(start: Temporal.ZonedDateTime, now: Temporal.ZonedDateTime, unit: 'weeks' | 'months' | 'years'): Range {
  const prevStart = start.subtract({ [unit]: 1 });
  const elapsed = start.until(now, { largestUnit: 'days' });
  return { start: prevStart.toInstant(), end: min(prevStart.add(elapsed).toInstant(), start.toInstant()) };
}

function days(from: Temporal.ZonedDateTime, count: number, label: (d: Temporal.ZonedDateTime) => string): Bucket[] {
  return Array.from({ length: count }, (_, i) => {
    const day = from.add({ days: i });
    return { label: label(day), start: day.toInstant(), end: day.add({ days: 1 }).toInstant() };
  });
}

function months(from: Temporal.ZonedDateTime, count: number, withYear: boolean): Bucket[] {
  return Array.from({ length: count }, (_, i) => {
    const m = from.add({ months: i });
    return { label: withYear ? `${MONTHS[m.month - 1]} ${m.year}` : MONTHS[m.month - 1]!, start: m.toInstant(), end: m.add({ months: 1 }).toInstant() };
  });
}

/** DD-MM-YYYY (the dashboard's custom dates, audience.md §5). */
export function parseDashboardDate(value: unknown, field: string): Temporal.PlainDate {
  const m = typeof value === 'string' ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim()) : null;
  try {
    if (m) return Temporal.PlainDate.from({ year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) }, { overflow: 'reject' });
  } catch {
    // An impossible date (31-02-2026) falls through to the message.
  }
  throw ValidationError.field(field, `${field} must be a date as DD-MM-YYYY.`);
}

export function periodOf(
  option: PeriodOption,
  nowInstant: Temporal.Instant,
  zone: string,
  custom?: { startDate: Temporal.PlainDate; endDate: Temporal.PlainDate },
): Period {
  const now = nowInstant.toZonedDateTimeISO(zone);
  const today = now.startOfDay();
  switch (option) {
    case 'week': {
      const start = today.subtract({ days: today.dayOfWeek - 1 });
      return {
        option,
        start: start.toInstant(),
        end: nowInstant,
        previous: previousOf(start, now, 'weeks'),
        buckets: days(start, 7, (d) => DAYS[d.dayOfWeek - 1]!),
        bucketUnit: 'day',
      };
    }
    case 'month': {
      const start = today.with({ day: 1 });
      return {
        option,
        start: start.toInstant(),
        end: nowInstant,
        previous: previousOf(start, now, 'months'),
        buckets: days(start, start.daysInMonth, (d) => String(d.day)),
        bucketUnit: 'day',
      };
    }
    case 'year': {
      const start = today.with({ month: 1, day: 1 });
      return {
        option,
        start: start.toInstant(),
        end: nowInstant,
        previous: previousOf(start, now, 'years'),
        buckets: months(start, 12, false),
        bucketUnit: 'month',
      };
    }
    case 'all_time': {
      const first = today.with({ day: 1 }).subtract({ months: 11 });
      return { option, start: null, end: nowInstant, previous: null, buckets: months(first, 12, true), bucketUnit: 'month' };
    }
    case 'custom_date': {
      if (!custom) throw ValidationError.field('custom_date', 'Please add start date and end date inputs.');
      const { startDate, endDate } = custom;
      if (Temporal.PlainDate.compare(startDate, endDate) > 0) throw ValidationError.field('custom_date', 'The start date must not be after the end date.');
      const length = startDate.until(endDate).days + 1;
      if (length > CUSTOM_MAX_DAYS) throw ValidationError.field('custom_date', `A custom range can be at most ${CUSTOM_MAX_DAYS} days.`);
      const start = startDate.toZonedDateTime({ timeZone: zone });
      const end = endDate.add({ days: 1 }).toZonedDateTime({ timeZone: zone });
      const daily = length <= CUSTOM_DAILY_MAX;
      const buckets = daily
        ? days(start, length, (d) => `${String(d.day).padStart(2, '0')}-${String(d.month).padStart(2, '0')}`)
        : months(start.with({ day: 1 }), (endDate.year - startDate.year) * 12 + endDate.month - startDate.month + 1, true);
      return { option, start: start.toInstant(), end: end.toInstant(), previous: null, buckets, bucketUnit: daily ? 'day' : 'month' };
    }
  }
}

/**
 * A counter's change against the period before, in whole percent; null ("–") when there is no
 * period before (all time, a custom range) or nothing in it to compare with — never 0 % or ∞.
 */
export function deltaPercent(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
