/**
 * The path as learners see it (authoring.md §2 "Path learner view", audience.md §4): a header
 * (cover image, logo, headline, description, who is signed in) and an accordion of the steps
 * "{n}. {title}" with a completed icon; the open step shows its elements, its due-date line and
 * its buttons. The accordion follows the WAI-ARIA pattern (a heading with a button per step,
 * aria-expanded / aria-controls, a labelled region), and opening a step is announced.
 * `hub` switches hub mode on (audience.md §4 "Hub completion"): the learner's current step opens
 * first, opening a step reports it, Complete reports the step and opens the next, and questions
 * answer through the hub's AnsweringContext. Without it (staff, signed-out share pages) the path
 * is read-only.
 */
import { type ConfigSection, configValueIn, MAIN_ELEMENT_ID, PATH_THEME, type PathStep } from '@learnhub/content';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { readableTextOn } from '../../lib/contrast';
import { Button } from '../../ui';
import { type Answering, AnsweringContext, StepContext } from './answering';
import { ElementBoundary } from './elements/ElementBoundary';
import { ElementView } from './elements/ElementView';
import { dueDateLine } from './lib/due-date';
import { PublicCompanyContext } from './public-company';
import './path-viewer.css';

export interface PathViewProps {
  name: string;
  steps: readonly PathStep[];
  config: readonly ConfigSection[];
  /** "Signed in as {who}", or null for the Sign in button (with `signInHref`). */
  signedInAs: string | null;
  signInHref?: string;
  hub?: PathHubMode;
  /** Outside the staff app (share address, hub): the company whose public reads elements use. */
  publicCompanySlug?: string | null;
}

export type PathHubMode = {
  answering: Answering;
  completedStepIds: ReadonlySet<number>;
  /** 1-based: the step to open first (the learner coming back); 1 for a first visit. */
  currentStep: number;
  onOpenStep(index: number): void;
  onCompleteStep(stepId: number, index: number): void;
  /** Shown under the header: whether progress is saved, where the learner stands. */
  status?: ReactNode;
};

const stepTitle = (step: PathStep) =>
  step.title || (step.layers.find((l) => l.id === MAIN_ELEMENT_ID) as { content?: string } | undefined)?.content || 'Untitled step';

export function PathView({ publicCompanySlug = null, ...props }: PathViewProps) {
  return (
    <PublicCompanyContext value={publicCompanySlug}>
      <PathViewBody {...props} />
    </PublicCompanyContext>
  );
}

function PathViewBody({ name, steps, config, signedInAs, signInHref, hub }: Omit<PathViewProps, 'publicCompanySlug'>) {
  const [openId, setOpenId] = useState<number | null>((steps[(hub?.currentStep ?? 1) - 1] ?? steps[0])?.id ?? null);
  const [announcement, setAnnouncement] = useState('');
  const base = useId();
  const value = (id: string, fallback: string) => configValueIn(config, id, fallback);
  const theme = {
    '--path-primary': value('thPrimaryColor', PATH_THEME.primary),
    '--path-background': value('thBackgroundColor', PATH_THEME.background),
    '--path-text': value('thTextColor', PATH_THEME.text),
    // The author's button text, unless it can't be read on their primary colour (the spec's
    // defaults, white on #3BA4B4, reach only 2.9:1): then black or white, whichever reads.
    '--path-button-text': readableTextOn(value('thPrimaryColor', PATH_THEME.primary), value('thButtonTextColor', PATH_THEME.buttonText)),
    '--path-header-bg': value('haBGColor', '#23455B'),
    '--path-header-text': value('haTextColor', '#FFFFFF'),
    '--path-header-font': value('haFont', 'Open Sans'),
    '--path-step-bg': value('caHeaderColor', '#F3F3F3'),
    '--path-step-size': value('caHeaderFontSize', '18px'),
    '--path-body-bg': value('baHeaderColor', '#F6F8F9'),
  } as CSSProperties;
  const cover = value('phcCoverImage', '');
  const logo = value('phcHeaderLogo', '');
  const headline = value('phcHeadline', '') || name;
  const description = value('phcSubHeaderDescription', '');

  const open = (step: PathStep, index: number) => {
    const opening = openId !== step.id;
    setOpenId(opening ? step.id : null);
    setAnnouncement(opening ? `Step ${index + 1} of ${steps.length} opened: ${stepTitle(step)}` : `Step ${index + 1} closed`);
    if (opening) hub?.onOpenStep(index);
  };
  const complete = (step: PathStep, index: number) => {
    hub?.onCompleteStep(step.id, index);
    const next = steps[index + 1];
    if (next) open(next, index + 1);
    else setAnnouncement(`Step ${index + 1} completed`);
  };

  return (
    <div className="path-view" style={theme}>
      <header className="path-view__header">
        {cover && <img className="path-view__cover" src={cover} alt="" />}
        <div className="path-view__heading">
          {logo && <img className="path-view__logo" src={logo} alt="" />}
          <div>
            <h1 className="path-view__headline">{headline}</h1>
            {description && <p className="path-view__description">{description}</p>}
          </div>
          <div className="path-view__account">
            {signedInAs ? (
              <span>Signed in as {signedInAs}</span>
            ) : (
              signInHref && (
                <a className="ui-button ui-button--secondary ui-button--sm" href={signInHref} target="_top">
                  Sign in
                </a>
              )
            )}
          </div>
        </div>
      </header>
      {hub?.status}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {steps.length === 0 ? (
        <p className="path-view__empty">This path has no steps yet.</p>
      ) : (
        <ol className="path-view__steps">
          {steps.map((step, index) => {
            const expanded = openId === step.id;
            const headerId = `${base}-h-${step.id}`;
            const panelId = `${base}-p-${step.id}`;
            const done = hub?.completedStepIds.has(step.id) ?? false;
            const due = dueDateLine(step.dueDate);
            const next = steps[index + 1];
            return (
              <li key={step.id} className={`path-step${expanded ? ' path-step--open' : ''}`}>
                <h2 className="path-step__heading">
                  <button type="button" id={headerId} aria-expanded={expanded} aria-controls={panelId} onClick={() => open(step, index)}>
                    <span className={`path-step__done${done ? ' path-step__done--yes' : ''}`} role="img" aria-label={done ? 'Completed' : 'Not completed'}>
                      {done ? '✓' : ''}
                    </span>
                    <span className="path-step__title">
                      {index + 1}. {stepTitle(step)}
                    </span>
                    <span className="path-step__chevron" aria-hidden="true">
                      {expanded ? '▾' : '▸'}
                    </span>
                  </button>
                </h2>
                <section id={panelId} aria-labelledby={headerId} className="path-step__panel" hidden={!expanded}>
                  {expanded && (
                    <>
                      {step.description && <p className="path-step__description">{step.description}</p>}
                      {due && (
                        <p className={`path-step__due${due.overdue ? ' path-step__due--overdue' : ''}`}>
                          Due {due.relative} <span className="path-step__due-date">{due.date}</span>
                        </p>
                      )}
                      <StepContext value={step.id}>
                        <AnsweringContext value={hub?.answering ?? null}>
                          <div className="path-step__elements">
                            {step.layers
                              .filter((el) => el.id !== MAIN_ELEMENT_ID)
                              .map((el) => (
                                <div key={el.id} className="path-element">
                                  <ElementBoundary>
                                    <ElementView element={el} />
                                  </ElementBoundary>
                                </div>
                              ))}
                          </div>
                        </AnsweringContext>
                      </StepContext>
                      <div className="path-step__actions">
                        {step.buttons.complete && (
                          <Button
                            size="sm"
                            disabled={!hub || done}
                            title={hub ? undefined : 'Learners mark steps complete in the hub.'}
                            onClick={() => complete(step, index)}
                          >
                            {done ? 'Completed' : 'Complete'}
                          </Button>
                        )}
                        {step.buttons.next && next && (
                          <Button size="sm" variant="secondary" onClick={() => open(next, index + 1)}>
                            Next
                          </Button>
                        )}
                      </div>
                    </>
                  )}
                </section>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
