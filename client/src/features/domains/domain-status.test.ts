import { describe, expect, it } from 'vitest';
import { checkSummary, relativeTime } from './domain-status';

const now = new Date('2026-11-26T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('relativeTime', () => {
  it('reads the largest whole unit, both ways', () => {
    expect(relativeTime(at(-5), now)).toBe('5 minutes ago');
    expect(relativeTime(at(-90), now)).toBe('1 hour ago');
    expect(relativeTime(at(-1440), now)).toBe('yesterday');
    expect(relativeTime(at(15), now)).toBe('in 15 minutes');
    expect(relativeTime(at(360), now)).toBe('in 6 hours');
    expect(relativeTime(at(1440), now)).toBe('tomorrow');
    expect(relativeTime(at(-0.5), now)).toBe('just now');
    expect(relativeTime(at(0.5), now)).toBe('in less than a minute');
  });
});

describe('checkSummary', () => {
  it('says when it was checked and when it will be again', () => {
    expect(checkSummary({ status: 'PENDING', lastCheckedAt: null, nextCheckAt: at(1) }, now)).toBe('Not checked yet. Next automatic check in 1 minute.');
    expect(checkSummary({ status: 'PENDING', lastCheckedAt: at(-2), nextCheckAt: at(5) }, now)).toBe(
      'Last checked 2 minutes ago. Next automatic check in 5 minutes.',
    );
    expect(checkSummary({ status: 'PENDING', lastCheckedAt: at(-2), nextCheckAt: at(-1) }, now)).toBe(
      'Last checked 2 minutes ago. Next automatic check any moment now.',
    );
    expect(checkSummary({ status: 'FAILED', lastCheckedAt: at(-60), nextCheckAt: null }, now)).toBe(
      'Last checked 1 hour ago. No more automatic checks: fix the records, then check now.',
    );
  });
});
