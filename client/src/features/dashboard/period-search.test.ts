import { describe, expect, it } from 'vitest';
import { periodSearch, rangeProblem, readPeriod, toDmy, toIso } from './period-search';

describe('the period in the address', () => {
  it('reads and writes the periods, the custom range as DD-MM-YYYY, and falls back to All time', () => {
    expect(readPeriod(new URLSearchParams('period=week'))).toEqual({ period: 'WEEK', startDate: null, endDate: null });
    expect(readPeriod(new URLSearchParams('period=custom&from=01-11-2026&to=04-11-2026'))).toEqual({
      period: 'CUSTOM',
      startDate: '01-11-2026',
      endDate: '04-11-2026',
    });
    expect(readPeriod(new URLSearchParams('period=custom&from=2026-11-01&to=04-11-2026')).period).toBe('ALL_TIME');
    expect(readPeriod(new URLSearchParams('period=decade')).period).toBe('ALL_TIME');
    expect(periodSearch({ period: 'MONTH', startDate: null, endDate: null })).toBe('?period=month');
    expect(periodSearch({ period: 'ALL_TIME', startDate: null, endDate: null })).toBe('');
    expect(periodSearch({ period: 'CUSTOM', startDate: '01-11-2026', endDate: '04-11-2026' })).toBe('?period=custom&from=01-11-2026&to=04-11-2026');
    expect(toDmy('2026-11-04')).toBe('04-11-2026');
    expect(toIso('04-11-2026')).toBe('2026-11-04');
  });

  it('takes from the address only a range the server takes: real days, in order, at most 3,660 of them', () => {
    const custom = (from: string, to: string) => readPeriod(new URLSearchParams(`period=custom&from=${from}&to=${to}`)).period;
    expect(custom('20-11-2026', '10-11-2026')).toBe('ALL_TIME');
    expect(custom('31-02-2026', '10-03-2026')).toBe('ALL_TIME');
    expect(custom('10-11-2026', '10-11-2026')).toBe('CUSTOM');
    // 1 Jan 2017 to 8 Jan 2027 is 3,660 days: ten years of 365, two leap days (2020, 2024), eight of 2027.
    expect(custom('01-01-2017', '08-01-2027')).toBe('CUSTOM');
    expect(custom('01-01-2017', '09-01-2027')).toBe('ALL_TIME');
    expect(rangeProblem('20-11-2026', '10-11-2026')).toBe('The end date is before the start date.');
    expect(rangeProblem('01-01-2017', '09-01-2027')).toBe('A custom range can be at most 3660 days.');
    expect(rangeProblem('', '10-11-2026')).toBe('Please add start date and end date inputs.');
    expect(rangeProblem('01-11-2026', '30-11-2026')).toBeNull();
  });
});
