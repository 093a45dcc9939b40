/**
 * The walkthrough player (authoring.md §2 "Walkthrough player", §4): step name, title and
 * description, the step's screenshot with its layers, the step indicator and Back / Next (Finish
 * on the last step). Styled from the walkthrough's config (tn header bar, mca content, ea embed).
 *
 * Keyboard: Left / Right move between steps while focus is in the player and not in a field; Tab
 * reaches every hotspot, input and dropdown. After a step change focus goes to the step's heading
 * (so it stays in the player when the pressed control disappears) and the change is announced.
 */
import { shownStepDescription } from '@learnhub/content';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { ConfigSection, WalkthroughStep } from '../../lib/walkthrough/types';
import { Button } from '../../ui';
import { CompletionPanel } from './CompletionPanel';
import { initialPlayerState, isLastStep, type PlayerAction, playerReducer } from './lib/player-state';
import { playerTheme } from './lib/player-theme';
import { useViewportFit } from './lib/use-viewport-fit';
import { StepStage } from './stage/StepStage';
import { StepIndicator } from './StepIndicator';
import './player.css';

/**
 * app and preview: a page of its own; hub: a page of its own under the hub's header (whose h1 is
 * the material's name); embed: an iframe; inline: one element among others (a path's walkthrough element).
 */
export type PlayerMode = 'app' | 'preview' | 'hub' | 'embed' | 'inline';

export interface WalkthroughPlayerProps {
  name: string;
  steps: readonly WalkthroughStep[];
  config: readonly ConfigSection[];
  mode: PlayerMode;
  /** Called once each time the learner finishes (Finish on the last step). */
  onFinish?: () => void;
  /** Called when the learner moves to another step (hub mode saves it as their current step). */
  onStepChange?: (index: number) => void;
  /** The step to open first (0-based; a learner coming back to a package exported for an LMS). */
  startAt?: number;
}

/** Keys typed into these must keep their usual meaning (moving the caret, changing the choice). */
function isField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

export function WalkthroughPlayer({ name, steps, config, mode, onFinish, onStepChange, startAt = 0 }: WalkthroughPlayerProps) {
  const [state, dispatch] = useReducer(playerReducer, steps.length, (count) => playerReducer(initialPlayerState(count), { type: 'go', index: startAt }));
  const [values, setValues] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // In the app, the preview and the hub the player ends at the bottom of the window (the embed fills its
  // iframe). Inline, among a path's elements, it takes the height its width gives it: fitted to
  // the window from far down a page it would be squeezed to the minimum, its text scrolling.
  const fitHeight = useViewportFit(sectionRef, mode === 'app' || mode === 'preview' || mode === 'hub');
  const completionRef = useRef<HTMLHeadingElement>(null);
  const movedByUser = useRef(false);
  const nameId = useId();

  useEffect(() => dispatch({ type: 'resize', count: steps.length }), [steps.length]);

  const step = steps[state.index];
  const last = isLastStep(state);

  // Focus and announce only after the learner moved, never on the first render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of position is a move; `step` and `name` follow from it.
  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    if (state.completed) {
      completionRef.current?.focus();
      setAnnouncement(`You've completed ${name}`);
      onFinish?.();
    } else if (step) {
      headingRef.current?.focus();
      setAnnouncement(`Step ${state.index + 1} of ${state.count}: ${step.title}`);
      onStepChange?.(state.index);
    }
  }, [state.index, state.completed]);

  function act(action: PlayerAction) {
    const next = playerReducer(state, action);
    if (next === state) return;
    movedByUser.current = true;
    dispatch(action);
  }

  // Arrow keys also work before anything has focus (a learner who opens a page or an embed and
  // presses → at once): keys that reach the page body go to the player.
  const keyHandler = useRef(handleKeyDown);
  keyHandler.current = handleKeyDown;
  useEffect(() => {
    function handleBodyKeyDown(event: globalThis.KeyboardEvent) {
      if (event.target === document.body) keyHandler.current(event);
    }
    document.addEventListener('keydown', handleBodyKeyDown);
    return () => document.removeEventListener('keydown', handleBodyKeyDown);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLElement> | globalThis.KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isField(event.target)) return;
    if (event.key === 'ArrowRight' && !state.completed && !last) {
      event.preventDefault();
      act({ type: 'next' });
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      act({ type: 'back' });
    }
  }

  function handleValueChange(layerId: string, value: string) {
    if (!step) return;
    setValues((previous) => ({ ...previous, [`${step.id}:${layerId}`]: value }));
  }

  function handleRestart() {
    setValues({});
    act({ type: 'restart' });
  }

  const stepValues = step ? Object.fromEntries(step.layers.map((layer) => [layer.id, values[`${step.id}:${layer.id}`] ?? ''])) : {};
  // The untouched default ("Add a description to this step") is the author's prompt, not the learner's text.
  const description = step ? shownStepDescription(step.description) : '';
  const progress = steps.length === 0 ? 'No steps yet' : state.completed ? 'Completed' : `Step ${state.index + 1} of ${steps.length}`;

  return (
    <section
      ref={sectionRef}
      className={`player player--${mode}${fitHeight ? ' player--fit' : ''}`}
      style={{ ...playerTheme(config), ...(fitHeight ? { height: fitHeight } : {}) }}
      aria-labelledby={nameId}
      onKeyDown={handleKeyDown}
    >
      <header className="player__bar">
        {mode === 'inline' || mode === 'hub' ? (
          // Inside another page (a path, the hub) the page has its own h1; the name still labels the region.
          <p id={nameId} className="player__name">
            {name}
          </p>
        ) : (
          <h1 id={nameId} className="player__name">
            {name}
          </h1>
        )}
        <p className="player__progress">{progress}</p>
      </header>

      {state.completed ? (
        <CompletionPanel ref={completionRef} name={name} onRestart={handleRestart} />
      ) : step ? (
        <div className="player__body">
          <div className="player__text">
            <p className="player__step-name">{step.name}</p>
            <h2 ref={headingRef} tabIndex={-1} className="player__title">
              {step.title}
            </h2>
            {description && <p className="player__description">{description}</p>}
          </div>
          <StepStage
            key={step.id}
            step={step}
            stepNumber={state.index + 1}
            isLastStep={last}
            fit={mode === 'embed' || fitHeight ? 'box' : 'width'}
            onHotspot={() => act({ type: 'next' })}
            values={stepValues}
            onValueChange={handleValueChange}
          />
        </div>
      ) : (
        <div className="player__body player__body--empty">
          <p>This walkthrough has no steps yet.</p>
        </div>
      )}

      {step && !state.completed && (
        <footer className="player__nav">
          <Button variant="secondary" className="player__button player__button--back" disabled={state.index === 0} onClick={() => act({ type: 'back' })}>
            Back
          </Button>
          <StepIndicator titles={steps.map((s) => s.title)} current={state.index} onGo={(index) => act({ type: 'go', index })} />
          <Button className="player__button player__button--next" onClick={() => act({ type: 'next' })}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </footer>
      )}

      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
