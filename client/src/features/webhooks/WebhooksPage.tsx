import { fetchQuery, graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { WebhooksPageCanQuery } from '../../__generated__/WebhooksPageCanQuery.graphql';
import type { WebhooksPageQuery } from '../../__generated__/WebhooksPageQuery.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { Button } from '../../ui';
import { deliveryLogPath } from './webhook-display';
import { WebhookEndpointList } from './WebhookEndpointList';
import './webhooks.css';

/**
 * Who may manage webhooks. viewer.can has no flag of its own for them: manageApiTokens is exactly
 * Owners and Team Admins, the roles the server gives webhooks.read and webhooks.manage
 * (server/src/auth/permissions.ts). The settings navigation asks the same question.
 */
const canQuery = graphql`
  query WebhooksPageCanQuery {
    viewer {
      can {
        manageApiTokens
      }
    }
  }
`;

const query = graphql`
  query WebhooksPageQuery($withEndpoints: Boolean!) {
    viewer {
      can {
        manageApiTokens
      }
      company {
        id
        ...WebhookEndpointList_company @include(if: $withEndpoints)
      }
    }
  }
`;

export async function loader() {
  const environment = getRelayEnvironment();
  // The list is refused to everyone else: only ask for it when the answer will be the list.
  const can = await fetchQuery<WebhooksPageCanQuery>(environment, canQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const withEndpoints = can?.viewer?.can.manageApiTokens ?? false;
  // An endpoint's state changes with every delivery: show the cached list at once, then the current one.
  return loadQuery<WebhooksPageQuery>(environment, query, { withEndpoints }, { fetchPolicy: 'store-and-network' });
}

const NOT_ALLOWED = 'Only Owners and Team Admins can manage webhooks.';
const LOAD_FAILED = 'Failed to load the webhooks. Please try again.';

/**
 * /{companySlug}/settings/webhooks: what webhooks are, and the company's endpoints: add one, edit,
 * delete, send a test event, read and rotate its signing secret, open its delivery log. Owners and
 * Team Admins only; the settings navigation hides it from the others.
 */
export function Component() {
  const { companySlug = '' } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<WebhooksPageQuery>;
  const data = usePreloadedQuery<WebhooksPageQuery>(query, queryRef);
  useDocumentTitle('Webhooks');
  const company = data.viewer?.company;
  const allowed = data.viewer?.can.manageApiTokens ?? false;
  // The loader asked for the list only if the viewer could see it then; a role given since needs a reload.
  const listLoaded = queryRef.variables.withEndpoints;

  return (
    <section className="settings-card webhooks" aria-labelledby="webhooks-title">
      <header className="settings-card__header webhooks__header">
        <div>
          <h2 id="webhooks-title" className="settings-card__title">
            Webhooks
          </h2>
          <p className="settings-card__subtitle">
            LearnHub tells your other systems when something happens here (a material published, a learner who completed it, an invoice paid) by sending an HTTP
            POST to an address of yours, signed so you can check it came from us.
          </p>
          {allowed && (
            <p className="webhooks__docs">
              <Link to={`/${encodeURIComponent(companySlug)}/settings/api#webhook-events`}>Event types and how to verify deliveries</Link> are in Settings →
              API.
            </p>
          )}
        </div>
      </header>
      {!allowed ? (
        <p className="settings__note">{NOT_ALLOWED}</p>
      ) : company && listLoaded ? (
        <WebhookEndpointList company={company} logPath={(id) => deliveryLogPath(companySlug, id)} />
      ) : (
        <p className="settings__note">Your role changed: reload the page to see the endpoints.</p>
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
