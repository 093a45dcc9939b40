import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../ui';
import { stepCounter } from '../onboarding-steps';
import './onboarding.css';

interface RegistrationLayoutProps {
  index: number;
  total: number;
  /** Absent on the first step: Back is allowed after it only. */
  onBack?: () => void;
  children: ReactNode;
}

/** Spec §2: header with the logo (to root) and Logout, a back control, the "n/total" counter and a progress bar. */
export function RegistrationLayout({ index, total, onBack, children }: RegistrationLayoutProps) {
  const counter = stepCounter(index, total);
  return (
    <div className="onb-page">
      <header className="onb-header">
        <Link to="/" className="onb-header__logo">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>LearnHub</span>
        </Link>
        <Link to="/sign_out" className="onb-header__logout">
          Logout
        </Link>
      </header>
      <main className="onb-main">
        <div className="onb-progress">
          {onBack ? (
            <button type="button" className="onb-progress__back" onClick={onBack}>
              <span aria-hidden="true">←</span> Back
            </button>
          ) : (
            <span className="onb-progress__back-placeholder" />
          )}
          <p className="onb-progress__counter">
            <span className="visually-hidden">Step </span>
            {counter}
          </p>
        </div>
        <ProgressBar value={index + 1} max={total} label="Onboarding progress" valueText={`Step ${index + 1} of ${total}`} className="onb-progress__bar" />
        <div className="onb-card">{children}</div>
      </main>
    </div>
  );
}
