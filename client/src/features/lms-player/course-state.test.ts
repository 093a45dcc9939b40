import type { PathStep } from '@learnhub/content';
import { describe, expect, it } from 'vitest';
import { decodeProgress, encodeProgress, freshProgress, outcomeOf } from './course-state';
import { isoDuration, scorm12Timespan } from './lms/durations';

const step = (id: number, graded: boolean): PathStep =>
  ({
    id,
    title: `Step ${id}`,
    description: '',
    dueDate: '',
    buttons: { complete: true, next: true },
    layers: graded
      ? [
          {
            id: `mc-${id}`,
            type: 'multiple_choice',
            multipleChoice: [
              {
                id: 'q',
                question: '?',
                options: [
                  { id: 'y', value: 'Yes', isChecked: true, explanation: '' },
                  { id: 'n', value: 'No', isChecked: false, explanation: '' },
                ],
              },
            ],
          },
        ]
      : [],
  }) as unknown as PathStep;

const passMark = (mark: string) =>
  [{ sectionId: 'cp', sectionTitle: 'Completion', values: [{ id: 'cpPassMark', title: 'Pass Mark (%)', value: mark, type: 'percent' }] }] as never;

describe('resume data', () => {
  it('round-trips position, completed steps and results by position', () => {
    const steps = [step(7, true), step(9, false), step(12, true)];
    const keys = ['mc-7/q', 'mc-12/q'];
    const p = { current: 2, finished: false, done: new Set([7, 12]), results: new Map([['mc-12/q', true] as const, ['mc-7/q', false] as const]) };
    const data = encodeProgress(p, steps, keys, 4096);
    // Steps 1 and 3 done: bits 0 and 2 → 0b101 = 5. Answered both (0b11 = 3), right the second (0b10 = 2).
    expect(data).toBe('v1.2.0.5.3.2');
    expect(decodeProgress(data, steps, keys)).toEqual(p);
  });

  it('stays within SCORM 1.2’s 4,096 characters for a 50-step path, answered in full', () => {
    const steps = Array.from({ length: 50 }, (_, i) => step(1_000_000 + i, true));
    const keys = steps.map((s) => `mc-${s.id}/q`);
    const p = { current: 49, finished: false, done: new Set(steps.map((s) => s.id)), results: new Map(keys.map((k) => [k, true] as const)) };
    const data = encodeProgress(p, steps, keys, 4096);
    // 50 bits → 13 hex digits, three times, plus the head "v1.49.0." and two dots.
    expect(data.length).toBe(8 + 13 + 1 + 13 + 1 + 13);
    expect(decodeProgress(data, steps, keys).done.size).toBe(50);
  });

  it('drops the question bits, never the steps, when the limit is too small', () => {
    const steps = [step(1, true), step(2, true)];
    const keys = ['mc-1/q', 'mc-2/q'];
    const p = { current: 1, finished: false, done: new Set([1]), results: new Map([['mc-1/q', true] as const]) };
    // With the answers it would take 12 characters (v1.1.0.1.1.1).
    expect(encodeProgress(p, steps, keys, 11)).toBe('v1.1.0.1..');
    expect(decodeProgress('v1.1.0.1..', steps, keys)).toEqual({ ...p, results: new Map() });
  });

  it('starts afresh on data it does not know', () => {
    expect(decodeProgress('something else', [step(1, false)], [])).toEqual(freshProgress());
    expect(decodeProgress('v1.99.0...', [step(1, false)], []).current).toBe(0);
  });
});

describe('outcome', () => {
  const steps = [step(1, true), step(2, true), step(3, false)];
  const rules = { player: 'path' as const, steps, config: passMark('50') };
  it('is complete once every step with a Complete button is, passed or failed by the pass mark', () => {
    const results = new Map([['mc-1/q', true] as const, ['mc-2/q', false] as const]);
    expect(outcomeOf(rules, { current: 2, finished: false, done: new Set([1, 2]), results })).toEqual({ completed: false, scorePercent: 50, passed: true });
    expect(outcomeOf(rules, { current: 2, finished: false, done: new Set([1, 2, 3]), results })).toEqual({ completed: true, scorePercent: 50, passed: true });
    expect(outcomeOf(rules, { current: 2, finished: false, done: new Set([1, 2, 3]), results: new Map([['mc-1/q', true] as const]) })).toEqual({
      completed: true,
      scorePercent: 50,
      passed: true,
    });
    expect(outcomeOf(rules, { current: 2, finished: false, done: new Set([1, 2, 3]), results: new Map() })).toEqual({
      completed: true,
      scorePercent: 0,
      passed: false,
    });
  });
  it('has no success without a pass mark, and a walkthrough completes on Finish', () => {
    expect(outcomeOf({ ...rules, config: [] }, { current: 0, finished: false, done: new Set([1, 2, 3]), results: new Map() }).passed).toBeNull();
    expect(outcomeOf({ player: 'walkthrough', stepCount: 2 }, { ...freshProgress(), finished: true })).toEqual({
      completed: true,
      scorePercent: null,
      passed: null,
    });
  });
});

describe('session time formats', () => {
  it('SCORM 1.2 CMITimespan HHHH:MM:SS.SS', () => {
    expect(scorm12Timespan(0)).toBe('00:00:00.00');
    // 1 h 2 min 3.456 s → 3,723,456 ms → hundredths rounded: 3.46 s.
    expect(scorm12Timespan(3_723_456)).toBe('01:02:03.46');
    expect(scorm12Timespan(123 * 3_600_000)).toBe('123:00:00.00');
  });
  it('ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(3_723_456)).toBe('PT1H2M3.46S');
    expect(isoDuration(120_000)).toBe('PT2M');
    expect(isoDuration(1_500)).toBe('PT1.5S');
  });
});
