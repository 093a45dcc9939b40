/**
 * Multiple-choice and multi-select authoring (authoring.md §4): pure changes of an element's
 * questions and options. A multiple-choice question always has exactly one correct option;
 * a multi-select question any number. Limits as the server's (PATH_LIMITS).
 */
import { type ChoiceOption, type ChoiceQuestion, newChoiceQuestion, newLayerId, PATH_LIMITS } from '@learnhub/content';

export const newOption = (n: number, isChecked = false): ChoiceOption => ({ id: newLayerId(), value: `Option ${n}`, isChecked, explanation: '' });

export function addQuestion(questions: readonly ChoiceQuestion[]): ChoiceQuestion[] {
  return questions.length >= PATH_LIMITS.maxQuestions ? [...questions] : [...questions, newChoiceQuestion()];
}

/** Removes a question; the last one stays (an element holds at least one). */
export function removeQuestion(questions: readonly ChoiceQuestion[], questionId: string): ChoiceQuestion[] {
  return questions.length <= 1 ? [...questions] : questions.filter((q) => q.id !== questionId);
}

export function updateQuestion(questions: readonly ChoiceQuestion[], questionId: string, patch: Partial<Omit<ChoiceQuestion, 'id'>>): ChoiceQuestion[] {
  return questions.map((q) => (q.id === questionId ? { ...q, ...patch } : q));
}

export function addOption(options: readonly ChoiceOption[]): ChoiceOption[] {
  return options.length >= PATH_LIMITS.maxOptions ? [...options] : [...options, newOption(options.length + 1)];
}

/** Removes an option; in single-answer mode the first remaining option becomes correct if the correct one went. */
export function removeOption(options: readonly ChoiceOption[], optionId: string, single: boolean): ChoiceOption[] {
  if (options.length <= 1) return [...options];
  const rest = options.filter((o) => o.id !== optionId);
  if (single && !rest.some((o) => o.isChecked)) return rest.map((o, i) => ({ ...o, isChecked: i === 0 }));
  return rest;
}

/** Marks `optionId` correct: the only correct one in single-answer mode, toggled in multi-select. */
export function markCorrect(options: readonly ChoiceOption[], optionId: string, single: boolean): ChoiceOption[] {
  return options.map((o) => (single ? { ...o, isChecked: o.id === optionId } : o.id === optionId ? { ...o, isChecked: !o.isChecked } : o));
}

export function updateOption(options: readonly ChoiceOption[], optionId: string, patch: Partial<Pick<ChoiceOption, 'value' | 'explanation'>>): ChoiceOption[] {
  return options.map((o) => (o.id === optionId ? { ...o, ...patch } : o));
}

export function moveOption(options: readonly ChoiceOption[], fromIndex: number, toIndex: number): ChoiceOption[] {
  const next = [...options];
  if (fromIndex < 0 || toIndex < 0 || fromIndex >= next.length || toIndex >= next.length) return next;
  const [moved] = next.splice(fromIndex, 1);
  if (moved) next.splice(toIndex, 0, moved);
  return next;
}
