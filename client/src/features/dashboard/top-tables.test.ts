import { describe, expect, it } from 'vitest';
import { formatNps, formatStudyTime, kindLabel } from './top-tables';

describe('the dashboard tables’ formats', () => {
  it('NPS reads signed, "–" with no score', () => {
    expect(formatNps(33)).toBe('+33');
    expect(formatNps(-50)).toBe('−50');
    expect(formatNps(0)).toBe('0');
    expect(formatNps(null)).toBe('–');
  });

  it('study time in whole minutes, hours beyond 59', () => {
    expect(formatStudyTime(0)).toBe('0 min');
    expect(formatStudyTime(20)).toBe('< 1 min');
    expect(formatStudyTime(1290)).toBe('22 min');
    expect(formatStudyTime(3600)).toBe('1 h');
    expect(formatStudyTime(3900)).toBe('1 h 5 min');
    expect(formatStudyTime(27_000)).toBe('7 h 30 min');
  });

  it('kinds by the spec’s display names', () => {
    expect(['WALKTHROUGH', 'PATH', 'DOC', 'VIDEO', 'QUIZ'].map(kindLabel)).toEqual(['Walkthrough', 'Path', 'Docs', 'Video', 'Quiz']);
  });
});
