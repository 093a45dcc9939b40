import type { Ref } from 'react';
import { Button } from '../../ui';

export interface CompletionPanelProps {
  name: string;
  onRestart: () => void;
  /** The heading, focused when the learner finishes. */
  ref?: Ref<HTMLHeadingElement>;
}

/** Shown after Finish on the last step: the walkthrough is done; it can be played again. */
export function CompletionPanel({ name, onRestart, ref }: CompletionPanelProps) {
  return (
    <div className="player__body player__done">
      <svg className="player__done-mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.14" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 ref={ref} tabIndex={-1} className="player__title player__done-title">
        You've completed {name}
      </h2>
      <Button className="player__button player__button--next" onClick={onRestart}>
        Start again
      </Button>
    </div>
  );
}
