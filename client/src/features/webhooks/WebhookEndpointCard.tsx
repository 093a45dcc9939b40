import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { WebhookEndpointCard_endpoint$key } from '../../__generated__/WebhookEndpointCard_endpoint.graphql';
import { Button } from '../../ui';
import { formatDate, sortedEvents } from './webhook-display';
import { WebhookEndpointStatus } from './WebhookEndpointStatus';

/** What the dialogs need of an endpoint: what it is called, and what the edit form starts from. */
export interface EndpointRef {
  id: string;
  url: string;
  description: string;
  events: readonly string[];
  enabled: boolean;
}

interface WebhookEndpointCardProps {
  endpoint: WebhookEndpointCard_endpoint$key;
  /** Where the delivery log is: /{companySlug}/settings/webhooks/{id}. */
  logPath: (id: string) => string;
  sendingTest: boolean;
  onSendTest: (endpoint: EndpointRef) => void;
  onSecret: (endpoint: EndpointRef) => void;
  onEdit: (endpoint: EndpointRef) => void;
  onDelete: (endpoint: EndpointRef) => void;
}

/** The name a person knows an endpoint by: its description, else its address. */
export function endpointName(endpoint: Pick<EndpointRef, 'url' | 'description'>): string {
  return endpoint.description || endpoint.url;
}

/**
 * One endpoint: its address, description and event types, whether it is on (and failing), and
 * what can be done with it. The buttons name their endpoint for screen readers, as two endpoints
 * read alike otherwise.
 */
export function WebhookEndpointCard({ endpoint, logPath, sendingTest, onSendTest, onSecret, onEdit, onDelete }: WebhookEndpointCardProps) {
  const e = useFragment(
    graphql`
      fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
        id
        url
        description
        events
        enabled
        createdAt
        ...WebhookEndpointStatus_endpoint
      }
    `,
    endpoint,
  );
  const eventsId = useId();
  const ref: EndpointRef = { id: e.id, url: e.url, description: e.description, events: e.events, enabled: e.enabled };
  const which = <span className="visually-hidden"> for {endpointName(e)}</span>;

  return (
    <li className={e.enabled ? 'webhook-endpoint' : 'webhook-endpoint webhook-endpoint--disabled'}>
      <div className="webhook-endpoint__head">
        <h3 className="webhook-endpoint__url">{e.url}</h3>
        <WebhookEndpointStatus endpoint={e} />
      </div>
      {e.description && <p className="webhook-endpoint__description">{e.description}</p>}
      <div className="webhook-endpoint__events">
        <span className="webhook-endpoint__label" id={eventsId}>
          Events
        </span>
        <ul className="webhook-events" aria-labelledby={eventsId}>
          {sortedEvents(e.events).map((type) => (
            <li key={type}>
              <code>{type}</code>
            </li>
          ))}
        </ul>
      </div>
      <p className="webhook-endpoint__added">
        Added <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>
      </p>
      <div className="webhook-endpoint__actions">
        <Link to={logPath(e.id)} className="ui-button ui-button--secondary ui-button--sm">
          Delivery log{which}
        </Link>
        <Button size="sm" variant="secondary" loading={sendingTest} onClick={() => onSendTest(ref)}>
          Send test event{which}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onSecret(ref)}>
          Signing secret{which}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onEdit(ref)}>
          Edit{which}
        </Button>
        <Button size="sm" variant="danger" onClick={() => onDelete(ref)}>
          Delete{which}
        </Button>
      </div>
    </li>
  );
}
