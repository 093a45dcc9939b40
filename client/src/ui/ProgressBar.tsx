export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Onboarding progress" or "Upload progress". Required by WCAG. */
  label: string;
  /** Spoken value, e.g. "Step 2 of 6"; defaults to the percentage. */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar (role="progressbar"), value clamped to 0..max. */
export function ProgressBar({ value, max = 100, label, valueText, className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={['ui-progress', className].filter(Boolean).join(' ')}
    >
      <div className="ui-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
