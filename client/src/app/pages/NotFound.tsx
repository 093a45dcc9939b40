import { Link } from 'react-router';

/** Any address no route matches. */
export function Component() {
  return (
    <main className="app-message-page">
      <h1>Page not found</h1>
      <p>The address you followed does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
