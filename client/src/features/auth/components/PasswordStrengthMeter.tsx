import { PASSWORD_METER_BARS, passwordStrength } from '../../../lib/password-strength';

const LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * The 4-bar strength meter under the password (spec §5). Display only: it never blocks sign-up.
 * The bars are also given as words, so the strength is not told by colour alone.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { bars } = passwordStrength(password);
  const label = password ? LABELS[bars] : 'Not set';
  return (
    <div
      className={`pw-meter pw-meter--${bars}`}
      role="meter"
      aria-label="Password strength"
      aria-valuemin={0}
      aria-valuemax={PASSWORD_METER_BARS}
      aria-valuenow={bars}
      aria-valuetext={label}
    >
      <span className="pw-meter__bars" aria-hidden="true">
        {Array.from({ length: PASSWORD_METER_BARS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed bars; the position is the identity.
          <span key={index} className={index < bars ? 'pw-meter__bar pw-meter__bar--on' : 'pw-meter__bar'} />
        ))}
      </span>
      <span className="pw-meter__label" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
