/**
 * Whether the learner's progress is saved (hub issue §3): "All progress saved", "Saving…", or —
 * offline or with the server away — how many changes wait on this device and that they will be
 * sent. Announced politely; a refusal is an alert.
 */
import { Link } from 'react-router';
import type { OutboxState } from './outbox';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

export function SaveStatus({ state, signInHref }: { state: OutboxState; signInHref: string }) {
  let text: string;
  let tone = 'saved';
  if (state.signedOut) {
    tone = 'waiting';
    text = `Your sign-in has ended: ${changes(state.pending)} kept on this device until you sign in again.`;
  } else if (state.unreachable && state.pending > 0) {
    tone = 'waiting';
    text = `Offline: ${changes(state.pending)} kept on this device. They'll be sent when you're back online.`;
  } else if (state.pending > 0) {
    tone = 'saving';
    text = 'Saving…';
  } else text = 'All progress saved';
  return (
    <div className={`hub-save hub-save--${tone}`}>
      <p role="status" aria-live="polite" className="hub-save__text">
        {text}
        {state.signedOut && (
          <>
            {' '}
            <Link to={signInHref}>Sign in</Link>
          </>
        )}
      </p>
      {state.refusal && (
        <p role="alert" className="hub-save__refusal">
          {state.refusal}
        </p>
      )}
    </div>
  );
}
