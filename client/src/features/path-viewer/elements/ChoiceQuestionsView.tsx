import type { ChoiceQuestion } from '@learnhub/content';
import { useId, useState } from 'react';
import { Button, ProgressBar } from '../../../ui';
import { questionKey, useAnswering, useStepId } from '../answering';
import { VerdictLine } from './AnswerControls';

/**
 * A multiple-choice element (audience.md §4 "Multiple-choice viewing"): one question at a time,
 * Back and Next (Back disabled on the first, Next on the last) and the "n of total" bar. Options
 * can be chosen only in hub mode (Check answer sends an attempt; its verdict and the author's
 * explanation follow); staff see them read-only.
 */
export function ChoiceQuestionsView({ elementId, questions }: { elementId: string; questions: readonly ChoiceQuestion[] }) {
  const answering = useAnswering();
  const stepId = useStepId();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      questions.flatMap((q) => {
        const latest = answering?.latest(questionKey(elementId, q.id))?.answer as { optionId?: string } | undefined;
        return latest?.optionId ? [[q.id, latest.optionId]] : [];
      }),
    ),
  );
  const name = useId();
  const at = Math.min(index, questions.length - 1);
  const question = questions[at];
  if (!question) return null;
  return (
    <div className="path-choice">
      <ProgressBar value={at + 1} max={questions.length} label="Question progress" valueText={`${at + 1} of ${questions.length}`} />
      <p className="path-choice__count" aria-live="polite">
        {at + 1} of {questions.length}
      </p>
      <fieldset className="path-choice__question">
        <legend>{question.question}</legend>
        {question.options.map((option) => (
          <label key={option.id} className="path-choice__option">
            <input
              type="radio"
              name={`${name}-${question.id}`}
              value={option.id}
              disabled={!answering}
              checked={chosen[question.id] === option.id}
              onChange={() => setChosen((c) => ({ ...c, [question.id]: option.id }))}
            />
            {option.value}
          </label>
        ))}
        {answering && (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!chosen[question.id]}
              onClick={() => answering.submit({ stepId, elementId, questionId: question.id, optionId: chosen[question.id] })}
            >
              Check answer
            </Button>
            <VerdictLine verdict={answering.verdict(questionKey(elementId, question.id))} graded />
          </>
        )}
      </fieldset>
      <div className="path-choice__nav">
        <Button variant="secondary" size="sm" disabled={at === 0} onClick={() => setIndex(at - 1)}>
          Back
        </Button>
        <Button variant="secondary" size="sm" disabled={at === questions.length - 1} onClick={() => setIndex(at + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
