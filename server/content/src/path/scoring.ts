/**
 * How a path's questions are scored (audience.md §3, §4), shared by the server, which grades the
 * hub's answers, and by a path exported for an LMS, which grades inside the package (issue 25 §1).
 *
 * - multiple_choice: right when the chosen option is the question's correct one; not graded
 *   (null) when the author marked none.
 * - multi_select: right when the chosen set is exactly the checked set; null when none is checked.
 * - Score: the latest attempt at each graded question counts; unanswered ones count as not right.
 *   The pass mark (path settings → Completion, a percentage; blank for none) is met when
 *   correct / graded ≥ mark / 100. A path with no graded question has no score and always passes.
 */
import type { ConfigSection } from '../config.js';
import { configValueIn } from '../config-values.js';
import type { ElementOf } from './elements.js';
import type { PathStep } from './schema.js';

type ChoiceQuestion = ElementOf<'multiple_choice'>['multipleChoice'][number];
type SelectOption = ElementOf<'multi_select'>['multiSelect'][number];

/** Right or wrong for the option chosen, or null when the question has no correct option. */
export function multipleChoiceResult(question: Pick<ChoiceQuestion, 'options'>, optionId: string): boolean | null {
  const graded = question.options.some((o) => o.isChecked);
  return graded ? (question.options.find((o) => o.id === optionId)?.isChecked ?? false) : null;
}

/** Right when `chosen` is exactly the checked options, or null when none is checked. */
export function multiSelectResult(options: readonly Pick<SelectOption, 'id' | 'isChecked'>[], chosen: readonly string[]): boolean | null {
  const correct = options.filter((o) => o.isChecked);
  if (correct.length === 0) return null;
  const picked = new Set(chosen);
  return correct.length === picked.size && correct.every((o) => picked.has(o.id));
}

/** The graded questions of a path: `${elementId}/${questionId}` for multiple choice, elementId otherwise. */
export function gradedQuestionKeys(steps: readonly PathStep[]): string[] {
  const keys: string[] = [];
  for (const step of steps)
    for (const el of step.layers) {
      if (el.type === 'multiple_choice' && 'multipleChoice' in el)
        for (const q of el.multipleChoice) if (q.options.some((o) => o.isChecked)) keys.push(`${el.id}/${q.id}`);
      if (el.type === 'multi_select' && 'multiSelect' in el && el.multiSelect.some((o) => o.isChecked)) keys.push(el.id);
    }
  return keys;
}

export const answerKey = (a: { elementId: string; questionId: string | null }) => (a.questionId ? `${a.elementId}/${a.questionId}` : a.elementId);

/** The pass mark in percent, or null when the path has none. */
export function passMarkOf(config: readonly ConfigSection[]): number | null {
  const raw = configValueIn(config, 'cpPassMark', '').trim();
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
}

export type Score = { correct: number; graded: number; percent: number };

/** Where a learner stands: `latest` maps answerKey → the latest attempt's result. */
export function scoreOf(steps: readonly PathStep[], latest: ReadonlyMap<string, boolean | null>): Score | null {
  return scoreOfKeys(gradedQuestionKeys(steps), latest);
}

/** The same, given the graded questions' keys (a player whose steps travel without their answers). */
export function scoreOfKeys(keys: readonly string[], latest: ReadonlyMap<string, boolean | null>): Score | null {
  if (keys.length === 0) return null;
  const correct = keys.filter((k) => latest.get(k) === true).length;
  return { correct, graded: keys.length, percent: Math.floor((correct * 100) / keys.length) };
}

export function passes(score: Score | null, passMark: number | null): boolean {
  if (passMark === null || score === null) return true;
  return score.correct * 100 >= passMark * score.graded;
}

/** The steps a learner completes to finish a path: those with a Complete button. */
export function requiredStepIds(steps: readonly Pick<PathStep, 'id' | 'buttons'>[]): number[] {
  return steps.filter((s) => s.buttons?.complete !== false).map((s) => s.id);
}

/**
 * Every required step is complete; a path without Complete buttons is done once the learner
 * reached its last step (`currentStep` is 1-based).
 */
export function pathStepsDone(steps: readonly Pick<PathStep, 'id' | 'buttons'>[], done: ReadonlySet<number>, currentStep: number): boolean {
  const required = requiredStepIds(steps);
  return required.length > 0 ? required.every((id) => done.has(id)) : steps.length > 0 && currentStep >= steps.length;
}
