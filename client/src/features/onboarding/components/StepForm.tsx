import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui';

interface StepFormProps {
  title: string;
  description?: ReactNode;
  formError?: string | null;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** Buttons shown before the submit button (e.g. "Skip"). */
  secondaryActions?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame of every onboarding step: its question as the page heading, fields, errors, actions. */
export function StepForm({ title, description, formError, submitLabel, submitting, submitDisabled, secondaryActions, onSubmit, children }: StepFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="onb-step" noValidate onSubmit={handleSubmit} aria-labelledby="onb-step-title">
      <h1 id="onb-step-title" className="onb-step__title" tabIndex={-1}>
        {title}
      </h1>
      {description && <p className="onb-step__description">{description}</p>}
      {children}
      {formError && (
        <p className="onb-step__error" role="alert">
          {formError}
        </p>
      )}
      <div className="onb-step__actions">
        {secondaryActions}
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** What the wizard hands every step. */
export interface StepProps {
  /** Called once the step's answer is saved. */
  onDone: () => void;
  /** "Continue", or "Finish" on the last step. */
  submitLabel: string;
  /** True while the wizard finishes (activates the profile) after the last step. */
  finishing: boolean;
}
