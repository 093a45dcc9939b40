/**
 * The step indicator (authoring.md §2): a window of 8 numbered steps with "Earlier steps" and
 * "Later steps" to scroll it; the current step is marked aria-current="step"; a click goes there.
 */
import { useLayoutEffect, useState } from 'react';
import { followCurrent, scrollWindow, STEP_WINDOW_SIZE, stepWindow } from './lib/step-window';

export interface StepIndicatorProps {
  titles: readonly string[];
  current: number;
  onGo: (index: number) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function StepIndicator({ titles, current, onGo }: StepIndicatorProps) {
  const count = titles.length;
  const [start, setStart] = useState(() => followCurrent(0, current, count));
  // Before paint, so the window never flashes without the current step.
  useLayoutEffect(() => setStart((previous) => followCurrent(previous, current, count)), [current, count]);
  const view = stepWindow(start, count);
  const scrolls = count > STEP_WINDOW_SIZE;

  return (
    <nav className="player-steps" aria-label="Steps">
      {scrolls && (
        <button type="button" className="player-steps__scroll" aria-label="Earlier steps" disabled={!view.canScrollBack} onClick={() => setStart((s) => scrollWindow(s, -1, count))}>
          <Chevron direction="left" />
        </button>
      )}
      <ol className="player-steps__list">
        {view.indexes.map((index) => (
          <li key={index}>
            <button
              type="button"
              className={`player-steps__step${index < current ? ' player-steps__step--done' : ''}`}
              aria-current={index === current ? 'step' : undefined}
              aria-label={`Step ${index + 1}: ${titles[index] ?? ''}`}
              title={titles[index]}
              onClick={() => onGo(index)}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ol>
      {scrolls && (
        <button type="button" className="player-steps__scroll" aria-label="Later steps" disabled={!view.canScrollForward} onClick={() => setStart((s) => scrollWindow(s, 1, count))}>
          <Chevron direction="right" />
        </button>
      )}
    </nav>
  );
}
