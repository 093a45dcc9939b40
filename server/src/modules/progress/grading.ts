/**
 * Answers to path questions (audience.md §3 answer record, §4 multiple-choice viewing): what an
 * answer to each kind of question looks like and whether it is right; the rules of rightness and
 * of the score against the pass mark are @learnhub/content's (path/scoring.ts), shared with paths
 * exported for an LMS. In the hub the server grades: learners never receive which options are
 * correct (content `withoutAnswers`), only the result and the author's explanation afterwards.
 *
 * - multiple_choice: one option of one question; right when it is the question's correct option.
 * - multi_select: a set of options; right when it is exactly the set the author checked.
 * - checkbox, short_answer, long_answer, date, time, file_upload: kept, not graded (result null).
 */
import { multipleChoiceResult, multiSelectResult, PATH_LIMITS, type PathElement, type PathStep } from '@learnhub/content';
import { ValidationError } from '../../lib/errors.js';
import { unsafeText } from '../../lib/unsafe-input.js';

export type AnswerInput = {
  elementId: string;
  questionId?: string | null;
  optionId?: string | null;
  optionIds?: readonly string[] | null;
  text?: string | null;
  date?: string | null;
  time?: string | null;
  checked?: boolean | null;
};

export type GradedAnswer = {
  stepId: number;
  elementId: string;
  questionId: string | null;
  questionType: string;
  question: string;
  answer: Record<string, unknown>;
  result: boolean | null;
  /** The author's explanation of the chosen option(s), shown after answering. */
  explanation: string;
};

const GRADED_LATER = new Set(['file_upload']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function find(steps: readonly PathStep[], stepId: number, elementId: string): PathElement {
  const step = steps.find((s) => s.id === stepId);
  if (!step) throw ValidationError.field('stepId', 'This path has no such step (it may have been republished): reload the page.');
  const el = step.layers.find((l) => l.id === elementId);
  if (!el) throw ValidationError.field('elementId', 'This step has no such question (it may have been republished): reload the page.');
  return el;
}

const need = (field: string, message: string): never => {
  throw ValidationError.field(field, message);
};

function text(value: string | null | undefined, field: string): string {
  if (typeof value !== 'string' || !value.trim()) return need(field, 'Write an answer first.');
  if (value.length > PATH_LIMITS.answerLength) return need(field, `An answer can be at most ${PATH_LIMITS.answerLength} characters.`);
  const unsafe = unsafeText(value);
  return unsafe ? need(field, unsafe) : value;
}

/** Checks an answer against the published question and grades it. */
export function gradeAnswer(steps: readonly PathStep[], stepId: number, input: AnswerInput): GradedAnswer {
  const el = find(steps, stepId, input.elementId);
  const base = { stepId, elementId: el.id, questionType: el.type };
  switch (el.type) {
    case 'multiple_choice': {
      const q = 'multipleChoice' in el ? el.multipleChoice.find((x) => x.id === input.questionId) : undefined;
      if (!q) return need('questionId', 'Choose which question of this element you answer.');
      const option = q.options.find((o) => o.id === input.optionId);
      if (!option) return need('optionId', 'Choose one of the options.');
      return {
        ...base,
        questionId: q.id,
        question: q.question,
        answer: { optionId: option.id, value: option.value },
        result: multipleChoiceResult(q, option.id),
        explanation: option.explanation,
      };
    }
    case 'multi_select': {
      if (!('multiSelect' in el)) return need('elementId', 'This question cannot be answered.');
      const ids = [...new Set(input.optionIds ?? [])];
      const chosen = el.multiSelect.filter((o) => ids.includes(o.id));
      if (chosen.length !== ids.length) return need('optionIds', 'Choose among the options shown.');
      if (chosen.length === 0) return need('optionIds', 'Choose at least one option.');
      const result = multiSelectResult(
        el.multiSelect,
        chosen.map((o) => o.id),
      );
      return {
        ...base,
        questionId: null,
        question: el.question,
        answer: { optionIds: chosen.map((o) => o.id), values: chosen.map((o) => o.value) },
        result,
        explanation: chosen
          .map((o) => o.explanation)
          .filter(Boolean)
          .join('\n'),
      };
    }
    case 'checkbox':
      if (typeof input.checked !== 'boolean') return need('checked', 'Tick or untick the box.');
      return { ...base, questionId: null, question: el.label, answer: { checked: input.checked }, result: null, explanation: '' };
    case 'short_answer':
    case 'long_answer':
      return { ...base, questionId: null, question: el.question, answer: { text: text(input.text, 'text') }, result: null, explanation: '' };
    case 'date':
      if (!input.date || !DATE.test(input.date) || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`))) return need('date', 'Enter a date as YYYY-MM-DD.');
      return { ...base, questionId: null, question: el.question, answer: { date: input.date }, result: null, explanation: '' };
    case 'time':
      if (!input.time || !TIME.test(input.time)) return need('time', 'Enter a time as HH:MM.');
      return { ...base, questionId: null, question: el.question, answer: { time: input.time }, result: null, explanation: '' };
    default:
      if (GRADED_LATER.has(el.type)) return need('elementId', 'Upload a file to answer this question.');
      return need('elementId', 'This element is not a question.');
  }
}

export { answerKey, gradedQuestionKeys, passes, passMarkOf, type Score, scoreOf } from '@learnhub/content';
