import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundMessage } from '../ui';

/** Shown when a route's loader or component throws; a loader's 404 is the not-found page. */
export function RouteError() {
  const error = useRouteError();
  // (The message alone: this module is in the entry chunk, the full page's header is not.)
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <main>
        <NotFoundMessage homeTo="/" homeLabel="Go to the home page" />
      </main>
    );
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="app-message-page">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
