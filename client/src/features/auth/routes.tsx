import type { RouteObject } from 'react-router';

/** Account routes (spec §2; the paths the spec leaves open are decisions of this feature). */
export const authRoutes: RouteObject[] = [
  { path: 'sign_up', lazy: () => import('./pages/SignUpPage') },
  { path: 'sign_in', lazy: () => import('./pages/SignInPage') },
  { path: 'sign_out', lazy: () => import('./pages/SignOutPage') },
  { path: 'verify_email', lazy: () => import('./pages/VerifyEmailPage') },
  { path: 'confirm-email', lazy: () => import('./pages/ConfirmEmailPage') },
  { path: 'forgot_password', lazy: () => import('./pages/ForgotPasswordPage') },
  { path: 'reset_password', lazy: () => import('./pages/ResetPasswordPage') },
  { path: 'oidc/complete', lazy: () => import('./pages/OidcCompletePage') },
];

/** Any other address outside a workspace (app/router.tsx puts it last): the not-found page under the product logo. */
export const notFoundRoute: RouteObject = { path: '*', lazy: () => import('./pages/NotFoundPage') };
