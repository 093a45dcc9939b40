import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryItem_delivery$key } from '../../__generated__/DeliveryItem_delivery.graphql';
import { Button } from '../../ui';
import { attemptOutcome, attemptSucceeded, attemptsLabel, deliveryStatusLabel, formatDateTime, headerLines, prettyJson } from './webhook-display';

interface DeliveryItemProps {
  delivery: DeliveryItem_delivery$key;
  replaying: boolean;
  onReplay: (deliveryId: string) => void;
}

/**
 * One delivery: its event type, status, when it was made, its attempts and (while pending) when
 * the next one is due; it opens onto the body sent and every attempt (what came back, how long it
 * took, the headers sent). Replay sends it again with the same `webhook-id`.
 */
export function DeliveryItem({ delivery, replaying, onReplay }: DeliveryItemProps) {
  const d = useFragment(
    graphql`
      fragment DeliveryItem_delivery on WebhookDelivery {
        id
        eventType
        payload
        status
        nextAttemptAt
        createdAt
        attempts {
          attempt
          at
          requestHeaders
          responseStatus
          responseExcerpt
          error
          durationMs
        }
      }
    `,
    delivery,
  );
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const created = formatDateTime(d.createdAt);
  const status = d.status.toLowerCase();

  return (
    <li className={`webhook-delivery webhook-delivery--${status}`}>
      <div className="webhook-delivery__row">
        <button type="button" className="webhook-delivery__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span className="webhook-delivery__chevron" aria-hidden="true" />
          <span className="webhook-delivery__summary">
            <span className="webhook-delivery__line">
              <code className="webhook-delivery__type">{d.eventType}</code>
              <span className={`webhook-badge webhook-badge--${status}`}>{deliveryStatusLabel(d.status)}</span>
            </span>
            <span className="webhook-delivery__meta">
              <time dateTime={d.createdAt}>{created}</time>
              <span>{attemptsLabel(d.attempts.length)}</span>
              {d.nextAttemptAt && (
                <span>
                  Next attempt <time dateTime={d.nextAttemptAt}>{formatDateTime(d.nextAttemptAt)}</time>
                </span>
              )}
            </span>
          </span>
        </button>
        <Button size="sm" variant="secondary" className="webhook-delivery__replay" loading={replaying} onClick={() => onReplay(d.id)}>
          Replay
          <span className="visually-hidden">
            {' '}
            {d.eventType} of {created}
          </span>
        </Button>
      </div>
      <div id={panelId} className="webhook-delivery__details" hidden={!open}>
        {open && (
          <>
            <h3 className="webhook-delivery__heading">Payload</h3>
            <pre className="webhook-code">
              <code>{prettyJson(d.payload)}</code>
            </pre>
            <p className="webhook-delivery__id">
              <span className="webhook-delivery__label">webhook-id</span> <code>{d.id}</code>
            </p>
            <h3 className="webhook-delivery__heading">Attempts</h3>
            {d.attempts.length === 0 ? (
              <p className="webhook-delivery__none">Not sent yet: it leaves within seconds.</p>
            ) : (
              <ol className="webhook-attempts">
                {d.attempts.map((a) => {
                  const ok = attemptSucceeded(a.responseStatus);
                  const headers = headerLines(a.requestHeaders);
                  return (
                    <li key={a.attempt} className="webhook-attempt">
                      <p className="webhook-attempt__summary">
                        <strong>Attempt {a.attempt}</strong>
                        <time dateTime={a.at}>{formatDateTime(a.at)}</time>
                        <span className={`webhook-attempt__outcome webhook-attempt__outcome--${ok ? 'ok' : 'failed'}`}>{attemptOutcome(a)}</span>
                        <span>{a.durationMs} ms</span>
                      </p>
                      {a.error && a.responseStatus != null && <p className="webhook-attempt__error">{a.error}</p>}
                      <dl className="webhook-attempt__facts">
                        <dt>Response body</dt>
                        <dd>
                          {a.responseExcerpt ? (
                            <pre className="webhook-code webhook-code--light">
                              <code>{a.responseExcerpt}</code>
                            </pre>
                          ) : (
                            <span className="webhook-attempt__empty">{a.responseStatus == null ? 'No answer.' : 'Empty.'}</span>
                          )}
                        </dd>
                        <dt>Request headers</dt>
                        <dd>
                          <pre className="webhook-code webhook-code--light">
                            <code>{headers.join('\n')}</code>
                          </pre>
                        </dd>
                      </dl>
                    </li>
                  );
                })}
              </ol>
            )}
          </>
        )}
      </div>
    </li>
  );
}
