import type { ChoiceOption } from '@learnhub/content';
import { describe, expect, it } from 'vitest';
import { addOption, addQuestion, markCorrect, moveOption, removeOption, removeQuestion } from './choices';

const opts = (checked: boolean[]): ChoiceOption[] => checked.map((isChecked, i) => ({ id: `o${i}`, value: `V${i}`, isChecked, explanation: '' }));
const correct = (o: ChoiceOption[]) => o.filter((x) => x.isChecked).map((x) => x.id);

describe('choice authoring', () => {
  it('keeps exactly one correct option in a multiple-choice question', () => {
    expect(correct(markCorrect(opts([true, false, false]), 'o2', true))).toEqual(['o2']);
    // Removing the correct option makes the first remaining one correct.
    expect(correct(removeOption(opts([false, true, false]), 'o1', true))).toEqual(['o0']);
    expect(removeOption(opts([true]), 'o0', true)).toHaveLength(1);
  });

  it('toggles correct options in a multi-select', () => {
    expect(correct(markCorrect(opts([true, false]), 'o1', false))).toEqual(['o0', 'o1']);
    expect(correct(markCorrect(opts([true, false]), 'o0', false))).toEqual([]);
  });

  it('adds options up to 50, reorders them, and keeps at least one question', () => {
    expect(addOption(opts([true])).map((o) => o.value)).toEqual(['V0', 'Option 2']);
    expect(addOption(opts(Array.from({ length: 50 }, (_, i) => i === 0)))).toHaveLength(50);
    expect(moveOption(opts([true, false, false]), 0, 2).map((o) => o.id)).toEqual(['o1', 'o2', 'o0']);
    const one = addQuestion([]);
    expect(one).toHaveLength(1);
    expect(removeQuestion(one, one[0]?.id ?? '')).toHaveLength(1);
    expect(removeQuestion(addQuestion(one), one[0]?.id ?? '')).toHaveLength(1);
  });
});
