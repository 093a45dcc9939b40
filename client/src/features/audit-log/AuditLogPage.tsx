import { fetchQuery, graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AuditLogPageCanQuery } from '../../__generated__/AuditLogPageCanQuery.graphql';
import type { AuditLogPageQuery } from '../../__generated__/AuditLogPageQuery.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { Button } from '../../ui';
import { AuditLog } from './AuditLog';
import './audit-log.css';

/**
 * Who may read the log. viewer.can has no flag for it: the server lets Owners alone read and
 * export it (audit.read in server/src/auth/permissions.ts), so the page asks for the viewer's role
 * and compares it with OWNER. The settings navigation asks the same question.
 */
const canQuery = graphql`
  query AuditLogPageCanQuery {
    viewer {
      role
    }
  }
`;

const query = graphql`
  query AuditLogPageQuery($withLog: Boolean!) {
    viewer {
      role
      company {
        id
        ...AuditLog_company @include(if: $withLog)
      }
    }
  }
`;

/** Owners only (see canQuery): the role is the only thing the client has to go on. */
const isOwner = (role: string | null | undefined) => role === 'OWNER';

export async function loader() {
  const environment = getRelayEnvironment();
  // The log is refused to everyone else: only ask for it when the answer will be the log.
  const can = await fetchQuery<AuditLogPageCanQuery>(environment, canQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const withLog = isOwner(can?.viewer?.role);
  // Every change appends an entry: show the cached page at once, then the current one.
  return loadQuery<AuditLogPageQuery>(environment, query, { withLog }, { fetchPolicy: 'store-and-network' });
}

const NOT_ALLOWED = 'Only Owners can read the audit log.';
const LOAD_FAILED = 'Failed to load the audit log. Please try again.';

/**
 * /{companySlug}/settings/audit-log: every change made by people and API tokens, every sign-in
 * and every export of learners' data, newest first; filtered by action, actor and days, exported
 * as CSV; each entry opens onto its before and after and its place in the hash chain. Owners only;
 * the settings navigation hides it from the others.
 */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<AuditLogPageQuery>;
  const data = usePreloadedQuery<AuditLogPageQuery>(query, queryRef);
  useDocumentTitle('Audit log');
  const company = data.viewer?.company;
  const allowed = isOwner(data.viewer?.role);
  // The loader asked for the log only if the viewer could read it then; a role given since needs a reload.
  const logLoaded = queryRef.variables.withLog;

  return (
    <section className="settings-card audit-log" aria-labelledby="audit-log-title">
      <header className="settings-card__header audit-log__header">
        <div>
          <h2 id="audit-log-title" className="settings-card__title">
            Audit log
          </h2>
          <p className="settings-card__subtitle">
            Every change made by people and API tokens, every sign-in and every export, kept tamper-evident: each entry carries the hash of the one before it.
          </p>
        </div>
      </header>
      {!allowed ? (
        <p className="settings__note">{NOT_ALLOWED}</p>
      ) : company && logLoaded ? (
        <AuditLog company={company} />
      ) : (
        <p className="settings__note">Your role changed: reload the page to see the audit log.</p>
      )}
    </section>
  );
}

/** The page failed to load: say so, and offer to try again. */
export function ErrorBoundary() {
  return (
    <section className="settings-card">
      <p role="alert">{LOAD_FAILED}</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </section>
  );
}
