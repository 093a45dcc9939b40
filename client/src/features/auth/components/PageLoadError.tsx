import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../../ui';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/mutations/form-errors';
import { AuthLayout } from './AuthLayout';

/**
 * The ErrorBoundary of the account pages: their loaders talk to the server first, so the usual
 * failure is an unreachable server. Says so in plain words and offers to try again.
 */
export function PageLoadError() {
  const error = useRouteError();
  // A plain TypeError is the browser's "failed to fetch"; anything else carries its own words.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && !(error instanceof TypeError)
      ? error.message
      : null;
  return (
    <AuthLayout title="This page could not be loaded">
      <p role="alert">{NETWORK_ERROR_MESSAGE}</p>
      {detail && <p className="auth-card__muted">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </AuthLayout>
  );
}
