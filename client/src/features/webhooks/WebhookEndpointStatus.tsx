import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointStatus_endpoint$key } from '../../__generated__/WebhookEndpointStatus_endpoint.graphql';
import { formatDateTime } from './webhook-display';

/**
 * An endpoint's state: Enabled or Disabled (with the system's reason when it was LearnHub that
 * switched it off: 410 Gone, or failing for days), and since when it has been failing.
 */
export function WebhookEndpointStatus({ endpoint }: { endpoint: WebhookEndpointStatus_endpoint$key }) {
  const e = useFragment(
    graphql`
      fragment WebhookEndpointStatus_endpoint on WebhookEndpoint {
        enabled
        disabledReason
        failingSince
      }
    `,
    endpoint,
  );
  return (
    <div className="webhook-status">
      <span className={`webhook-badge webhook-badge--${e.enabled ? 'enabled' : 'disabled'}`}>{e.enabled ? 'Enabled' : 'Disabled'}</span>
      {!e.enabled && e.disabledReason && <span className="webhook-status__reason">Disabled by LearnHub: {e.disabledReason}</span>}
      {e.failingSince && (
        <span className="webhook-status__failing">
          Failing since <time dateTime={e.failingSince}>{formatDateTime(e.failingSince)}</time>
        </span>
      )}
    </div>
  );
}
