import { isEmail } from '../../../lib/validation';

export interface SignUpValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
}

/** The repeated password differs from the password (only once something has been repeated). */
export function passwordsMismatch({ password, passwordConfirmation }: SignUpValues): boolean {
  return passwordConfirmation !== '' && password !== passwordConfirmation;
}

/**
 * Spec §5: Create Account is enabled only when e-mail, password, repeated password and terms are
 * all set, the passwords match and the e-mail matches the simple pattern.
 */
export function canCreateAccount(values: SignUpValues): boolean {
  return values.terms && values.password !== '' && values.passwordConfirmation !== '' && !passwordsMismatch(values) && isEmail(values.email);
}
