import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_EVENTS, WEBHOOK_LOG_DAYS, WEBHOOK_TIMEOUT_SECONDS } from '@learnhub/content';
import { Link } from 'react-router';
import { examplePayload, NODE_CRYPTO_SNIPPET, retryScheduleWords, STANDARD_WEBHOOKS_SNIPPET } from './webhook-docs';

/** The anchors Settings → Webhooks links to. */
export const WEBHOOK_EVENTS_ANCHOR = 'webhook-events';
export const WEBHOOK_VERIFYING_ANCHOR = 'webhook-verifying';

const TEST_EVENT = 'webhook.test';

/**
 * The webhook reference on Settings → API: every event type with what it means and an example of
 * what arrives, how to check a delivery's signature (Standard Webhooks), and what happens when an
 * endpoint does not answer. Endpoints themselves are on Settings → Webhooks.
 */
export function WebhookDocs({ webhooksPath }: { webhooksPath: string }) {
  return (
    <section className="settings-card api-docs" aria-labelledby="api-webhooks-title">
      <header className="settings-card__header">
        <div>
          <h2 id="api-webhooks-title" className="settings-card__title">
            Webhooks
          </h2>
          <p className="settings-card__subtitle">
            What LearnHub POSTs to your endpoints, and how to check it came from us. Add endpoints in <Link to={webhooksPath}>Settings → Webhooks</Link>.
          </p>
        </div>
      </header>

      <section id={WEBHOOK_EVENTS_ANCHOR} className="api-docs__section" aria-labelledby="api-webhook-events-title">
        <h3 id="api-webhook-events-title" className="api-start__title">
          Events
        </h3>
        <p>
          Every delivery is a JSON body <code>{'{ "type", "timestamp", "data" }'}</code>: the event’s type, when it happened (ISO 8601, UTC) and its ids, which
          you can read in full with an API token.
        </p>
        <ul className="api-events">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event.type} className="api-event">
              <code className="api-event__type">{event.type}</code>
              <div className="api-event__about">
                <p className="api-event__description">
                  {event.description}
                  {event.type === TEST_EVENT && ' Endpoints cannot subscribe to it.'}
                </p>
                <details className="api-event__example">
                  <summary>
                    Example payload<span className="visually-hidden"> of {event.type}</span>
                  </summary>
                  <pre className="api-start__code">
                    <code>{examplePayload(event)}</code>
                  </pre>
                </details>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id={WEBHOOK_VERIFYING_ANCHOR} className="api-docs__section" aria-labelledby="api-webhook-verifying-title">
        <h3 id="api-webhook-verifying-title" className="api-start__title">
          Verifying deliveries
        </h3>
        <p>
          Deliveries follow the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> specification. Each request carries three headers:
        </p>
        <dl className="api-docs__headers">
          <div>
            <dt>
              <code>webhook-id</code>
            </dt>
            <dd>The delivery’s id: the same on every attempt and replay, so you can skip one you have already handled.</dd>
          </div>
          <div>
            <dt>
              <code>webhook-timestamp</code>
            </dt>
            <dd>When this attempt was sent, in seconds since 1970 (UTC).</dd>
          </div>
          <div>
            <dt>
              <code>webhook-signature</code>
            </dt>
            <dd>
              <code>v1,&lt;base64&gt;</code>; during a secret rotation two of them, separated by a space, one per secret.
            </dd>
          </div>
        </dl>
        <p>
          The signed content is <code>{'{webhook-id}.{webhook-timestamp}.{body}'}</code>, the body exactly as received. The signature is its HMAC-SHA256, keyed
          with the bytes of the endpoint’s signing secret (the base64 after <code>whsec_</code>), in base64. Compare in constant time, and refuse timestamps
          more than a few minutes from now.
        </p>
        <h4 className="api-docs__subtitle">Node, with the standardwebhooks package</h4>
        <pre className="api-start__code">
          <code>{STANDARD_WEBHOOKS_SNIPPET}</code>
        </pre>
        <h4 className="api-docs__subtitle">Node, with its crypto module only</h4>
        <pre className="api-start__code">
          <code>{NODE_CRYPTO_SNIPPET}</code>
        </pre>
        <h4 className="api-docs__subtitle">Retries and the log</h4>
        <ul className="api-docs__facts">
          <li>Answer with a 2xx status within {WEBHOOK_TIMEOUT_SECONDS} seconds; do slow work after answering.</li>
          <li>
            Anything else is tried again after {retryScheduleWords()} (each a little earlier or later), or later if your answer’s <code>Retry-After</code> asks;
            after the last try the delivery has failed.
          </li>
          <li>
            An answer of <code>410 Gone</code> disables the endpoint at once.
          </li>
          <li>An endpoint with no successful delivery for {WEBHOOK_DISABLE_AFTER_DAYS} days is disabled, and its Owners and Team Admins are told by e-mail.</li>
          <li>Every delivery and its attempts are kept {WEBHOOK_LOG_DAYS} days in the endpoint’s delivery log, where you can replay them.</li>
        </ul>
      </section>
    </section>
  );
}
