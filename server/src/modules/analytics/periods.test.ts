/**
 * The dashboard's periods in a company's time zone. Every expected instant is worked out by hand
 * (the zone's offset on that date written out), not by the code under test.
 */
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { deltaPercent, parseDashboardDate, periodOf } from './periods.js';

const at = (iso: string) => Temporal.Instant.from(iso);
const s = (i: Temporal.Instant | null) => i?.toString() ?? null;

describe('periods in America/New_York across the DST change (2026-11-01, 02:00 EDT → 01:00 EST)', () => {
  // Wednesday 4 November 2026, 10:30 EST (UTC−5) = 15:30Z.
  const now = at('2026-11-04T15:30:00Z');
  const zone = 'America/New_York';

  it('a week starts on Monday at midnight and compares with last week cut at the same wall-clock time', () => {
    const p = periodOf('week', now, zone);
    // Monday 2 November 00:00 EST = 05:00Z.
    expect(s(p.start)).toBe('2026-11-02T05:00:00Z');
    expect(s(p.end)).toBe('2026-11-04T15:30:00Z');
    // Monday 26 October 00:00 EDT (UTC−4) = 04:00Z; + 2 days 10.5 h on the wall clock: Wednesday 28 October 10:30 EDT = 14:30Z.
    expect({ start: s(p.previous!.start), end: s(p.previous!.end) }).toEqual({ start: '2026-10-26T04:00:00Z', end: '2026-10-28T14:30:00Z' });
    expect(p.buckets.map((b) => b.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('a month has its days by number; 1 November is 25 hours long', () => {
    const p = periodOf('month', now, zone);
    // 1 November 00:00 EDT = 04:00Z.
    expect(s(p.start)).toBe('2026-11-01T04:00:00Z');
    expect(p.buckets).toHaveLength(30);
    expect(p.buckets[0]!.label).toBe('1');
    expect({ start: s(p.buckets[0]!.start), end: s(p.buckets[0]!.end) }).toEqual({ start: '2026-11-01T04:00:00Z', end: '2026-11-02T05:00:00Z' });
    // 1 October 00:00 EDT = 04:00Z; + 3 days 10.5 h: 4 October 10:30 EDT = 14:30Z.
    expect({ start: s(p.previous!.start), end: s(p.previous!.end) }).toEqual({ start: '2026-10-01T04:00:00Z', end: '2026-10-04T14:30:00Z' });
  });

  it('a year has 12 months; all time the last 12 months and no delta', () => {
    const year = periodOf('year', now, zone);
    // 1 January 2026 00:00 EST = 05:00Z.
    expect(s(year.start)).toBe('2026-01-01T05:00:00Z');
    expect(year.buckets.map((b) => b.label)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    const all = periodOf('all_time', now, zone);
    expect(all.start).toBeNull();
    expect(all.previous).toBeNull();
    expect(all.buckets.map((b) => b.label)).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
  });
});

describe('periods in Asia/Kathmandu (UTC+5:45)', () => {
  // Thursday 31 December 2026, 23:50 in Kathmandu = 18:05Z.
  const now = at('2026-12-31T18:05:00Z');
  const zone = 'Asia/Kathmandu';

  it('days begin at 18:15Z the day before; a month compares with the month before, clamped to its end', () => {
    const p = periodOf('month', now, zone);
    // 1 December 00:00 +05:45 = 30 November 18:15Z.
    expect(s(p.start)).toBe('2026-11-30T18:15:00Z');
    // 1 November 00:00 +05:45 = 31 October 18:15Z; 30 days 23 h 50 min on: past the end of November → clamped to 1 December.
    expect({ start: s(p.previous!.start), end: s(p.previous!.end) }).toEqual({ start: '2026-10-31T18:15:00Z', end: '2026-11-30T18:15:00Z' });
    expect(p.buckets).toHaveLength(31);
  });

  it('a custom range runs from its first day’s midnight to the midnight after its last', () => {
    const p = periodOf('custom_date', now, zone, {
      startDate: parseDashboardDate('01-12-2026', 'start_date'),
      endDate: parseDashboardDate('03-12-2026', 'end_date'),
    });
    expect({ start: s(p.start), end: s(p.end) }).toEqual({ start: '2026-11-30T18:15:00Z', end: '2026-12-03T18:15:00Z' });
    expect(p.buckets.map((b) => b.label)).toEqual(['01-12', '02-12', '03-12']);
    expect(p.previous).toBeNull();
    const long = periodOf('custom_date', now, zone, { startDate: parseDashboardDate('15-01-2026', 's'), endDate: parseDashboardDate('02-04-2026', 'e') });
    expect(long.buckets.map((b) => b.label)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026']);
  });
});

describe('input and deltas', () => {
  it('reads DD-MM-YYYY only, and refuses impossible dates and reversed ranges', () => {
    expect(parseDashboardDate('29-02-2028', 'start_date').toString()).toBe('2028-02-29');
    for (const bad of ['2026-12-01', '31-02-2026', '1-12-2026', '', 7])
      expect(() => parseDashboardDate(bad, 'start_date'), String(bad)).toThrow('start_date must be a date as DD-MM-YYYY.');
    const d = (v: string) => parseDashboardDate(v, 'x');
    expect(() => periodOf('custom_date', at('2026-12-01T00:00:00Z'), 'UTC', { startDate: d('02-12-2026'), endDate: d('01-12-2026') })).toThrow(
      'The start date must not be after the end date.',
    );
    expect(() => periodOf('custom_date', at('2026-12-01T00:00:00Z'), 'UTC')).toThrow('Please add start date and end date inputs.');
  });

  it('a delta is whole percent, and "–" (null) with nothing to compare with', () => {
    expect(deltaPercent(15, 10)).toBe(50);
    expect(deltaPercent(5, 10)).toBe(-50);
    expect(deltaPercent(1, 3)).toBe(-67);
    expect(deltaPercent(4, 0)).toBeNull();
    expect(deltaPercent(4, null)).toBeNull();
  });
});
