import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

interface NotFoundMessageProps {
  /** Where "home" is for this caller: their company's dashboard inside the app, else the root. */
  homeTo: string;
  homeLabel: string;
}

/** "Page not found" with a way back: the previous page when there is one, and home. */
export function NotFoundMessage({ homeTo, homeLabel }: NotFoundMessageProps) {
  const navigate = useNavigate();
  // A page opened from outside (a typed address, a stale bookmark) has no previous page here.
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  useEffect(() => {
    document.title = 'Page not found · LearnHub';
  }, []);
  return (
    <div className="app-message-page">
      <h1>Page not found</h1>
      <p>The address you followed does not exist or has moved.</p>
      <p className="app-message-page__actions">
        {canGoBack && (
          <button type="button" className="ui-button ui-button--secondary ui-button--md" onClick={() => navigate(-1)}>
            Go back
          </button>
        )}
        <Link className="ui-button ui-button--primary ui-button--md" to={homeTo}>
          {homeLabel}
        </Link>
      </p>
    </div>
  );
}
