import { WEBHOOK_LOG_DAYS } from '@learnhub/content';
import { fetchQuery, graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import type { DeliveryLogPageCanQuery } from '../../__generated__/DeliveryLogPageCanQuery.graphql';
import type { DeliveryLogPageQuery } from '../../__generated__/DeliveryLogPageQuery.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { Button } from '../../ui';
import { DeliveryLog } from './DeliveryLog';
import { webhooksPath } from './webhook-display';
import { WebhookEndpointStatus } from './WebhookEndpointStatus';
import './webhooks.css';

/** The same question as the endpoints page's (viewer.can.manageApiTokens: Owners and Team Admins, who may read webhooks). */
const canQuery = graphql`
  query DeliveryLogPageCanQuery {
    viewer {
      can {
        manageApiTokens
      }
    }
  }
`;

const query = graphql`
  query DeliveryLogPageQuery($id: ID!, $withLog: Boolean!) {
    viewer {
      can {
        manageApiTokens
      }
    }
    node(id: $id) @include(if: $withLog) {
      __typename
      ... on WebhookEndpoint {
        id
        url
        description
        ...WebhookEndpointStatus_endpoint
        ...DeliveryLog_endpoint
      }
    }
  }
`;

export async function loader({ params }: LoaderFunctionArgs) {
  const environment = getRelayEnvironment();
  const can = await fetchQuery<DeliveryLogPageCanQuery>(environment, canQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const withLog = can?.viewer?.can.manageApiTokens ?? false;
  // New deliveries keep coming: the cached log at once, then the current one.
  return loadQuery<DeliveryLogPageQuery>(environment, query, { id: params.endpointId ?? '', withLog }, { fetchPolicy: 'store-and-network' });
}

const NOT_ALLOWED = 'Only Owners and Team Admins can manage webhooks.';
const LOAD_FAILED = 'Failed to load the delivery log. Please try again.';

/**
 * /{companySlug}/settings/webhooks/{endpointId}: one endpoint's deliveries, newest first, filtered
 * by status and paged, each with its payload and attempts; replay one, replay the failed ones of a
 * time range, send a test event. It refreshes itself while open (and on "Refresh").
 */
export function Component() {
  const { companySlug = '' } = useParams();
  const data = usePreloadedQuery<DeliveryLogPageQuery>(query, useLoaderData() as PreloadedQuery<DeliveryLogPageQuery>);
  const allowed = data.viewer?.can.manageApiTokens ?? false;
  const endpoint = data.node?.__typename === 'WebhookEndpoint' ? data.node : null;
  useDocumentTitle(endpoint ? 'Webhook delivery log' : 'Webhook endpoint not found');
  const back = (
    <p className="webhook-log__back">
      <Link to={webhooksPath(companySlug)}>← Webhooks</Link>
    </p>
  );

  if (!allowed || !endpoint) {
    return (
      <section className="settings-card">
        {back}
        <p className={allowed ? undefined : 'settings__note'} role={allowed ? 'alert' : undefined}>
          {allowed ? 'This webhook endpoint was not found. It may have been deleted.' : NOT_ALLOWED}
        </p>
      </section>
    );
  }

  return (
    <section className="settings-card webhook-log" aria-labelledby="webhook-log-title">
      {back}
      <header className="webhook-log__header">
        <h2 id="webhook-log-title" className="settings-card__title">
          Delivery log
        </h2>
        <p className="webhook-log__endpoint">
          <span className="webhook-log__url">{endpoint.url}</span>
          {endpoint.description && <span className="webhook-log__description">{endpoint.description}</span>}
        </p>
        <WebhookEndpointStatus endpoint={endpoint} />
        <p className="settings-card__subtitle">Newest first. Deliveries and their attempts are kept {WEBHOOK_LOG_DAYS} days.</p>
      </header>
      <DeliveryLog endpoint={endpoint} />
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
