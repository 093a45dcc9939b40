import { Component, type ReactNode, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { PaymentBannerQuery } from '../../__generated__/PaymentBannerQuery.graphql';

/**
 * After a failed payment, on every page of the company: during the grace period, the balance and
 * the date creating pauses; after it, that creating is paused. It links to Settings → Billing,
 * where an Owner pays. Nothing shows while the company is paid up. Its own small query, so a
 * billing problem never stops the shell from loading.
 */
export function PaymentBanner({ companySlug }: { companySlug: string }) {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Banner companySlug={companySlug} />
      </Suspense>
    </Quiet>
  );
}

function Banner({ companySlug }: { companySlug: string }) {
  const { billing } = useLazyLoadQuery<PaymentBannerQuery>(
    graphql`
      query PaymentBannerQuery {
        billing {
          state
          overdueAmount
          graceEndsAt
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!billing || billing.state === 'OK') return null;
  const amount = `$${(billing.overdueAmount / 100).toFixed(2)}`;
  const until = billing.graceEndsAt ? new Date(billing.graceEndsAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : null;
  return (
    <section className="payment-banner" aria-label="Payment">
      <p className="payment-banner__text">
        {billing.state === 'RESTRICTED'
          ? `Your payment failed: creating new materials, uploads, invites and domains is paused until the overdue ${amount} is paid.`
          : `Your last payment failed. Pay the overdue ${amount}${until ? ` by ${until}` : ''} to keep creating.`}
      </p>
      <Link to={`/${encodeURIComponent(companySlug)}/settings/billing`} className="payment-banner__link">
        Go to billing
      </Link>
    </section>
  );
}

/** Renders nothing instead of failing: the banner is a courtesy, never a reason for an error page. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
