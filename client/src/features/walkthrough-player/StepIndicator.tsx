/**
 * The step indicator (authoring.md §2): a window of 8 numbered steps with "Earlier steps" and
 * "Later steps" to scroll it; the current step is marked aria-current="step"; a click goes there.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { followCurrent, scrollWindow, STEP_WINDOW_SIZE, stepWindow } from './lib/step-window';

export interface StepIndicatorProps {
  titles: readonly string[];
  current: number;
  onGo: (index: number) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
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
  const listRef = useRef<HTMLOListElement>(null);
  // A scroll button that reaches the end becomes disabled and would drop keyboard focus to the
  // page; focus moves to the window's nearest step instead, so it stays in the player.
  const [focusAfterScroll, setFocusAfterScroll] = useState<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!focusAfterScroll) return;
    const buttons = listRef.current?.querySelectorAll('button');
    (focusAfterScroll === 'first' ? buttons?.[0] : buttons?.[buttons.length - 1])?.focus();
    setFocusAfterScroll(null);
  }, [focusAfterScroll]);

  function handleScroll(direction: -1 | 1) {
    const next = scrollWindow(start, direction, count);
    setStart(next);
    const after = stepWindow(next, count);
    if (direction === -1 && !after.canScrollBack) setFocusAfterScroll('first');
    if (direction === 1 && !after.canScrollForward) setFocusAfterScroll('last');
  }

  return (
    <nav className="player-steps" aria-label="Steps">
      {scrolls && (
        <button type="button" className="player-steps__scroll" aria-label="Earlier steps" disabled={!view.canScrollBack} onClick={() => handleScroll(-1)}>
          <Chevron direction="left" />
        </button>
      )}
      <ol className="player-steps__list" ref={listRef}>
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
        <button type="button" className="player-steps__scroll" aria-label="Later steps" disabled={!view.canScrollForward} onClick={() => handleScroll(1)}>
          <Chevron direction="right" />
        </button>
      )}
    </nav>
  );
}
