export interface VerifyEmailFacts {
  /** Null when signed out. */
  user: { readonly confirmedAt: unknown; readonly hasPassword: boolean } | null | undefined;
  /** `?oidc=1`: the page was reached from the Google (OpenID Connect) sign-up. */
  oidcParam: boolean;
}

export type VerifyEmailState = { redirect: '/' } | { screen: 'registration-complete' | 'check-your-email'; signedIn: boolean };

/**
 * Spec §4 "Sign-up and verification": a Google user who is signed in goes to the root, otherwise
 * the completion screen stays; any other user whose e-mail is confirmed goes to the root,
 * otherwise the verification screen shows. Google users are the ones without a password.
 */
export function verifyEmailState({ user, oidcParam }: VerifyEmailFacts): VerifyEmailState {
  const google = oidcParam || user?.hasPassword === false;
  if (user && (google || user.confirmedAt)) {
    // An unconfirmed Google user still sees "Registration complete" (nothing to verify by mail).
    if (!google || user.confirmedAt) return { redirect: '/' };
  }
  return { screen: google ? 'registration-complete' : 'check-your-email', signedIn: Boolean(user) };
}
