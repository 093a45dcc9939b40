import { describe, expect, it } from 'vitest';
import { periodSearch, readPeriod, toDmy, toIso } from './period-search';

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
});
