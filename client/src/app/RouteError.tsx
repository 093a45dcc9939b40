import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a route's loader or component throws. */
export function RouteError() {
  const error = useRouteError();
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
