import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { TestClockCardMutation } from '../../__generated__/TestClockCardMutation.graphql';
import { commitAsync } from '../../lib/mutations/commit-async';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, useToast } from '../../ui';

interface Props {
  /** ACTIVE or PAST_DUE (null on Starter). */
  status: string | null;
  state: string;
}

const FAILED = 'Something went wrong.';

/**
 * Only on a server with the built-in test payment provider, for Owners: its clock (as Stripe's
 * test clocks) moves this company's subscription to its renewal, or past the grace period of a
 * failed payment, now — so what happens in a month can be tried today. No real money moves.
 */
export function TestClockCard({ status, state }: Props) {
  const [commit, moving] = useMutation<TestClockCardMutation>(graphql`
    mutation TestClockCardMutation($to: TestClockStep!) {
      advanceTestClock(to: $to) {
        __typename
        ... on TestClockPayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const toast = useToast();
  const revalidator = useRevalidator();
  if (status === null) return null;

  async function advance(to: 'RENEWAL' | 'GRACE_END') {
    try {
      const { advanceTestClock } = await commitAsync(commit, { variables: { to } });
      const failure = mutationFailure(advanceTestClock, 'TestClockPayload', FAILED);
      if (failure) return toast.error(failure.message);
      if (advanceTestClock.__typename === 'TestClockPayload') toast.success(advanceTestClock.message);
      // The billing page and the payment banner read the new state.
      await revalidator.revalidate();
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <section className="settings-card" aria-labelledby="test-clock-title">
      <h2 id="test-clock-title" className="settings-card__title">
        Test payments
      </h2>
      <p className="settings-card__subtitle">
        This server uses the built-in test payment provider: no real money moves. Its clock lets you try now what happens at the end of a billing period.
      </p>
      <div className="design-form__actions">
        {status === 'ACTIVE' && (
          <Button variant="secondary" loading={moving} onClick={() => advance('RENEWAL')}>
            Run the renewal now
          </Button>
        )}
        {state === 'GRACE' && (
          <Button variant="secondary" loading={moving} onClick={() => advance('GRACE_END')}>
            End the grace period now
          </Button>
        )}
      </div>
    </section>
  );
}
