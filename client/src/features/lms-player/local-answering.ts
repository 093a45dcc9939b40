/**
 * Answering inside a package (no server to send answers to): multiple-choice and multi-select
 * questions are graded here by the same rules as the hub's (@learnhub/content scoring), with the
 * author's explanation of the chosen option(s); other answers are kept for this session only.
 * Files cannot be uploaded: nothing in a package may call this server.
 */
import { multipleChoiceResult, multiSelectResult, type PathStep } from '@learnhub/content';
import type { Answer, Answering, Verdict } from '../path-viewer';
import { questionKey } from '../path-viewer';

export const NO_UPLOADS_IN_PACKAGE = 'Files cannot be uploaded here: this course runs inside your LMS.';

/** `pending`: waiting for the server's verdict (linked); `failed`: it could not be had. */
export type Graded = { key: string; answer: Answer; result: boolean | null; explanation: string; pending?: boolean; failed?: boolean };

export const VERDICT_UNAVAILABLE = 'Your answer could not be checked: check your connection and try again.';

export function gradeLocally(steps: readonly PathStep[], answer: Answer): Graded {
  const key = questionKey(answer.elementId, answer.questionId);
  const element = steps.find((s) => s.id === answer.stepId)?.layers.find((l) => l.id === answer.elementId);
  if (element?.type === 'multiple_choice' && 'multipleChoice' in element) {
    const question = element.multipleChoice.find((q) => q.id === answer.questionId);
    const option = question?.options.find((o) => o.id === answer.optionId);
    if (question && option) return { key, answer, result: multipleChoiceResult(question, option.id), explanation: option.explanation };
  }
  if (element?.type === 'multi_select' && 'multiSelect' in element) {
    const chosen = element.multiSelect.filter((o) => answer.optionIds?.includes(o.id));
    return {
      key,
      answer,
      result: multiSelectResult(
        element.multiSelect,
        chosen.map((o) => o.id),
      ),
      explanation: chosen
        .map((o) => o.explanation)
        .filter(Boolean)
        .join('\n'),
    };
  }
  return { key, answer, result: null, explanation: '' };
}

export function localAnswering(
  answers: ReadonlyMap<string, Graded>,
  results: ReadonlyMap<string, boolean | null>,
  onAnswer: (answer: Answer) => void,
): Answering {
  return {
    latest: (key) => {
      const given = answers.get(key);
      if (given) return { answer: given.answer, result: given.result };
      return results.has(key) ? { answer: undefined, result: results.get(key) } : undefined;
    },
    verdict: (key): Verdict | undefined => {
      const given = answers.get(key);
      if (!given) return undefined;
      if (given.failed) return { pending: false, result: null, explanation: '', refused: VERDICT_UNAVAILABLE };
      return { pending: given.pending ?? false, result: given.result, explanation: given.explanation };
    },
    submit: onAnswer,
    upload: async () => ({ ok: false, message: NO_UPLOADS_IN_PACKAGE }),
  };
}
