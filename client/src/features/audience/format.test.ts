import { describe, expect, it } from 'vitest';
import { formatDay, formatProfileDateTime, formatStudyTime, formatTableDateTime, materialKindLabel, timeSince } from './format';

describe('dates in the company time zone', () => {
  // 23:30 UTC on 1 November is 00:30 on 2 November in Paris (UTC+1 in winter).
  const lateNight = '2026-11-01T23:30:00Z';

  it('writes days DD-MM-YYYY', () => {
    expect(formatDay(lateNight, 'Europe/Paris')).toBe('02-11-2026');
    expect(formatDay(lateNight, 'UTC')).toBe('01-11-2026');
    expect(formatDay(null, 'UTC')).toBe('-');
  });

  it('writes the table’s recent activity DD-MM-YYYY hh:mm a', () => {
    expect(formatTableDateTime(lateNight, 'Europe/Paris')).toBe('02-11-2026 12:30 am');
    expect(formatTableDateTime('2026-06-15T13:05:00Z', 'America/New_York')).toBe('15-06-2026 09:05 am');
    expect(formatTableDateTime('2026-06-15T20:45:00Z', 'UTC')).toBe('15-06-2026 08:45 pm');
  });

  it('writes the profile’s recent activity DD-MM-YYYY, h:mm A', () => {
    expect(formatProfileDateTime('2026-06-15T13:05:00Z', 'America/New_York')).toBe('15-06-2026, 9:05 AM');
    expect(formatProfileDateTime('2026-06-15T20:45:00Z', 'UTC')).toBe('15-06-2026, 8:45 PM');
    expect(formatProfileDateTime(undefined, 'UTC')).toBe('-');
  });
});

describe('formatStudyTime', () => {
  it('writes hours as h and minutes as min', () => {
    expect(formatStudyTime(0)).toBe('0 min');
    expect(formatStudyTime(29)).toBe('0 min');
    expect(formatStudyTime(30)).toBe('1 min');
    expect(formatStudyTime(300)).toBe('5 min');
    expect(formatStudyTime(3600)).toBe('1 h');
    expect(formatStudyTime(3900)).toBe('1 h 5 min');
    expect(formatStudyTime(26 * 3600 + 59 * 60)).toBe('26 h 59 min');
  });
});

describe('timeSince', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('uses the largest whole unit', () => {
    expect(timeSince('2026-11-25T11:59:30Z', now)).toBe('just now');
    expect(timeSince('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeSince('2026-11-25T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeSince('2026-11-24T11:00:00Z', now)).toBe('yesterday');
    expect(timeSince('2026-11-20T12:00:00Z', now)).toBe('5 days ago');
    expect(timeSince('2026-11-10T12:00:00Z', now)).toBe('2 weeks ago');
    expect(timeSince('2025-10-25T12:00:00Z', now)).toBe('last year');
  });
});

describe('materialKindLabel', () => {
  it('names the kinds as the hub does, and nothing for an unknown one', () => {
    expect(['DOC', 'PATH', 'WALKTHROUGH', 'VIDEO', 'SLIDES'].map(materialKindLabel)).toEqual(['Docs', 'Path', 'Walkthrough', 'Video', '']);
  });
});
