import { graphql, useFragment } from 'react-relay';
import type { ForwarderCard_forwarder$key } from '../../__generated__/ForwarderCard_forwarder.graphql';
import { Button } from '../../ui';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: unknown) => dateTime.format(new Date(String(at)));
const statements = (n: number) => (n === 1 ? '1 statement' : `${n} statements`);

/**
 * One forwarder: where it sends, which statements, how it is doing (healthy, or failing since
 * when, and how many statements wait), its dead letters with "Send again", and Remove.
 */
export function ForwarderCard({
  forwarder,
  replaying,
  onReplay,
  onRemove,
}: {
  forwarder: ForwarderCard_forwarder$key;
  replaying: boolean;
  onReplay: (id: string) => void;
  onRemove: (id: string, name: string) => void;
}) {
  const f = useFragment(
    graphql`
      fragment ForwarderCard_forwarder on LrsForwarder {
        id
        name
        url
        username
        verbIds
        materials {
          id
          name
        }
        failingSince
        pendingStatements
        deadLetters {
          id
          statementCount
          attempts
          lastStatus
          lastError
          lastAttemptAt
        }
      }
    `,
    forwarder,
  );
  const headingId = `forwarder-${f.id}`;
  const filters = [
    f.verbIds.length ? `Verbs: ${f.verbIds.join(', ')}` : null,
    f.materials.length ? `Materials: ${f.materials.map((m) => m.name).join(', ')}` : null,
  ].filter(Boolean);
  return (
    <article className="lrs-forwarder" aria-labelledby={headingId}>
      <header className="lrs-forwarder__header">
        <h4 id={headingId} className="lrs-forwarder__name">
          {f.name}
        </h4>
        <p className={f.failingSince ? 'lrs-forwarder__status lrs-forwarder__status--failing' : 'lrs-forwarder__status'}>
          {f.failingSince ? `Failing since ${when(f.failingSince)}` : 'Healthy'}
        </p>
      </header>
      <dl className="lrs-forwarder__facts">
        <dt>Endpoint</dt>
        <dd className="lrs-forwarder__mono">{f.url}</dd>
        <dt>User name</dt>
        <dd className="lrs-forwarder__mono">{f.username}</dd>
        <dt>Sends</dt>
        <dd>{filters.length ? filters.join('; ') : 'All statements'}</dd>
        <dt>Waiting</dt>
        <dd>{statements(f.pendingStatements)}</dd>
      </dl>
      {f.deadLetters.length > 0 && (
        <div className="lrs-forwarder__dead">
          <h5 className="lrs-forwarder__dead-title">Failed batches</h5>
          <p className="lrs-forwarder__text">These were retried on the schedule and not taken. Fix the LRS or its credentials, then send them again.</p>
          <ul className="lrs-forwarder__dead-list">
            {f.deadLetters.map((d) => (
              <li key={d.id}>
                {statements(d.statementCount)}, {d.attempts} attempts, last {d.lastAttemptAt ? when(d.lastAttemptAt) : 'never'}:{' '}
                <span className="lrs-forwarder__mono">{d.lastError ?? (d.lastStatus ? `HTTP ${d.lastStatus}` : 'no answer')}</span>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" loading={replaying} onClick={() => onReplay(f.id)}>
            Send again<span className="visually-hidden"> to {f.name}</span>
          </Button>
        </div>
      )}
      <div className="lrs-forwarder__actions">
        <Button variant="secondary" size="sm" onClick={() => onRemove(f.id, f.name)}>
          Remove<span className="visually-hidden"> {f.name}</span>
        </Button>
      </div>
    </article>
  );
}
