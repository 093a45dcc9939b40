/**
 * /embed/{companySlug}/packages/{slug}: a package's share address opened outside the app. A
 * SCORM package records what the learner does, so it plays in the hub, signed in: this page
 * sends them there.
 */
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  const { companySlug = '', slug = '' } = useParams();
  useDocumentTitle('Open in the hub');
  return (
    <main className="app-message-page">
      <h1>This course plays in the hub</h1>
      <p>
        <Link to={`/${encodeURIComponent(companySlug)}/hub/${encodeURIComponent(slug)}`}>Open it in the hub</Link>
      </p>
    </main>
  );
}
