import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dueDateLine, todayIn } from './due-date';

const on = (date: string) => Temporal.PlainDate.from(date);

describe('dueDateLine', () => {
  it('says Today, Tomorrow or in N days, then the date as MMMM DD, YYYY', () => {
    expect(dueDateLine('2026-11-23', on('2026-11-23'))).toEqual({ relative: 'Today', date: 'November 23, 2026', overdue: false });
    expect(dueDateLine('2026-11-24', on('2026-11-23'))).toEqual({ relative: 'Tomorrow', date: 'November 24, 2026', overdue: false });
    expect(dueDateLine('2026-11-30', on('2026-11-23'))?.relative).toBe('in 7 days');
  });

  it('counts across a month and a year end', () => {
    // Nov 28 → Dec 3: 2 days left in November + 3 = 5.
    expect(dueDateLine('2026-12-03', on('2026-11-28'))).toEqual({ relative: 'in 5 days', date: 'December 03, 2026', overdue: false });
    // Dec 30 → Jan 2: 1 + 1 (Dec 31) + 1 (Jan 1) ... = 3.
    expect(dueDateLine('2027-01-02', on('2026-12-30'))?.relative).toBe('in 3 days');
  });

  it('counts calendar days across a DST change', () => {
    // Berlin moves to summer time on 2026-03-29. At 23:30 on the 28th (22:30 UTC) it is the 28th
    // there, and the 30th is two calendar days away (only 47 hours: dividing milliseconds gives 1).
    const today = todayIn(Temporal.Instant.from('2026-03-28T22:30:00Z'), 'Europe/Berlin');
    expect(today.toString()).toBe('2026-03-28');
    expect(dueDateLine('2026-03-30', today)?.relative).toBe('in 2 days');
    // The same instant is still the 28th in New York, whose DST began on March 8.
    expect(todayIn(Temporal.Instant.from('2026-03-28T22:30:00Z'), 'America/New_York').toString()).toBe('2026-03-28');
  });

  it('says how long ago a past date was, and nothing for no date or a broken one', () => {
    expect(dueDateLine('2026-11-22', on('2026-11-23'))).toEqual({ relative: 'Yesterday', date: 'November 22, 2026', overdue: true });
    expect(dueDateLine('2026-11-13', on('2026-11-23'))?.relative).toBe('10 days ago');
    expect(dueDateLine('', on('2026-11-23'))).toBeNull();
    expect(dueDateLine('soon', on('2026-11-23'))).toBeNull();
  });
});
