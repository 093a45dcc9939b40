/** The shared scoring rules (path/scoring.ts), worked by hand. */
import { describe, expect, it } from 'vitest';
import { multipleChoiceResult, multiSelectResult, passes, passMarkOf } from './scoring.js';

const opt = (id: string, isChecked: boolean) => ({ id, isChecked });

describe('path scoring', () => {
  it('multiple choice: the checked option is right, another wrong; no checked option is not graded', () => {
    expect(multipleChoiceResult({ options: [opt('a', false), opt('b', true)] as never }, 'b')).toBe(true);
    expect(multipleChoiceResult({ options: [opt('a', false), opt('b', true)] as never }, 'a')).toBe(false);
    expect(multipleChoiceResult({ options: [opt('a', false)] as never }, 'a')).toBeNull();
  });

  it('multi select: exactly the checked set', () => {
    const options = [opt('a', true), opt('b', true), opt('c', false)];
    expect(multiSelectResult(options, ['b', 'a'])).toBe(true);
    expect(multiSelectResult(options, ['a'])).toBe(false);
    expect(multiSelectResult(options, ['a', 'b', 'c'])).toBe(false);
    expect(multiSelectResult([opt('a', false)], ['a'])).toBeNull();
  });

  it('the pass mark: 2 of 3 right is 66.7%, passing 66 and not 67', () => {
    expect(passes({ correct: 2, graded: 3, percent: 66 }, 66)).toBe(true);
    expect(passes({ correct: 2, graded: 3, percent: 66 }, 67)).toBe(false);
    expect(passes(null, 80)).toBe(true);
    const mark = (value: string) => passMarkOf([{ sectionId: 'cp', sectionTitle: '', values: [{ id: 'cpPassMark', title: '', value, type: 'percent' }] }]);
    expect([mark('80'), mark(''), mark('0'), mark('101'), mark('7.5')]).toEqual([80, null, null, null, null]);
  });
});
