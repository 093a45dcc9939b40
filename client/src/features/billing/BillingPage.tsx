import { Suspense, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, useLazyLoadQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { BillingPageInvoicesQuery } from '../../__generated__/BillingPageInvoicesQuery.graphql';
import type { BillingPageQuery } from '../../__generated__/BillingPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Tabs } from '../../ui';
import { FailedPaymentNotice } from './FailedPaymentNotice';
import { StripePortalButton } from './StripePortalButton';
import { TestClockCard } from './TestClockCard';
import { billingDate, dollars } from './money';
import './billing.css';

const query = graphql`
  query BillingPageQuery {
    viewer {
      can {
        manageBilling
      }
    }
    billing {
      currentPlan {
        id
        code
        name
        interval
      }
      adminCount
      seats
      state
      status
      overdueAmount
      graceEndsAt
      currentPeriodEnd
      paymentMethod
      provider
      subscriptionProvider
    }
    plans {
      id
      code
      name
      amount
      interval
      monthlySeatPrice
    }
  }
`;

export function loader() {
  return loadQuery<BillingPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'network-only' });
}

const SALES_EMAIL = 'sales@learnhub.example';

/**
 * /{workspace}/settings/billing (authoring.md §2 "Billing page"): the current plan card, a
 * Month / Year tab over the plan cards, the administrator count and seats; a failed payment's
 * notice with the overdue balance; the invoices. Only Owners upgrade, pay and see invoices.
 */
export function Component() {
  const data = usePreloadedQuery<BillingPageQuery>(query, useLoaderData() as PreloadedQuery<BillingPageQuery>);
  useDocumentTitle('Billing');
  const { companySlug = '' } = useParams();
  const [params] = useSearchParams();
  const b = data.billing;
  // Who pays (the Owners) changes the plan, pays and opens the portal; the others read.
  const billingManager = data.viewer?.can.manageBilling ?? false;
  const [interval, setInterval] = useState<'MONTH' | 'YEAR'>(b?.currentPlan?.interval === 'YEAR' ? 'YEAR' : 'MONTH');
  if (!b) return null;
  const current = b.currentPlan;
  const base = `/${encodeURIComponent(companySlug)}/settings`;

  const cards = (shown: 'MONTH' | 'YEAR') => (
    <ul className="plan-cards">
      {data.plans
        .filter((p) => p.code === 'starter' || p.code === 'enterprise' || p.interval === shown)
        .map((p) => {
          const isCurrent = current?.id === p.id || (p.code === 'starter' && current?.code === 'starter');
          return (
            <li key={p.id} className={`plan-card${isCurrent ? ' plan-card--current' : ''}`}>
              <h4 className="plan-card__name">{p.name}</h4>
              {p.code === 'enterprise' ? (
                <p className="plan-card__price">Custom pricing</p>
              ) : (
                <p className="plan-card__price">
                  {dollars(p.monthlySeatPrice)} <span className="plan-card__unit">per seat / month</span>
                </p>
              )}
              <p className="plan-card__note">
                {p.code === 'starter'
                  ? 'Free: materials, the hub and analytics.'
                  : p.code === 'enterprise'
                    ? 'Everything in Business, with terms made for you.'
                    : shown === 'YEAR'
                      ? `Billed yearly: ${dollars(p.amount)} a seat. Custom domains and brand colours.`
                      : 'Billed monthly. Custom domains and brand colours.'}
              </p>
              {isCurrent ? (
                <span className="plan-card__current">Current plan</span>
              ) : p.code === 'enterprise' ? (
                <a className="ui-button ui-button--secondary ui-button--md" href={`mailto:${SALES_EMAIL}?subject=LearnHub%20Enterprise`}>
                  Contact sales
                </a>
              ) : p.code !== 'starter' && billingManager && b.state === 'OK' ? (
                <Link className="ui-button ui-button--primary ui-button--md" to={`${base}/plan_checkout?plan_id=${encodeURIComponent(p.id)}`}>
                  Upgrade
                  <span className="visually-hidden">
                    {' '}
                    to {p.name} billed {shown === 'YEAR' ? 'yearly' : 'monthly'}
                  </span>
                </Link>
              ) : null}
            </li>
          );
        })}
    </ul>
  );

  // Back from Stripe's checkout: its webhook, not this redirect, changes the plan.
  const confirming = b.provider === 'stripe' && params.get('checkout') === 'done' && current?.code === 'starter';

  return (
    <>
      {confirming && (
        <p className="settings-card" role="status">
          Stripe is confirming your payment: reload this page in a moment to see your new plan.
        </p>
      )}
      {b.state !== 'OK' && (
        <FailedPaymentNotice
          state={b.state}
          overdueAmount={b.overdueAmount}
          graceEndsAt={b.graceEndsAt ?? null}
          canPay={billingManager}
          provider={b.provider}
        />
      )}
      <section className="settings-card" aria-labelledby="current-plan-title">
        <div className="settings-card__header">
          <div>
            <h2 id="current-plan-title" className="settings-card__title">
              Current plan: {current?.name ?? 'Starter'}
              {current && current.code !== 'starter' ? ` (${current.interval === 'YEAR' ? 'annual' : 'monthly'})` : ''}
            </h2>
            <p className="settings-card__subtitle">
              {b.seats} seat{b.seats === 1 ? '' : 's'} · {b.adminCount} administrator{b.adminCount === 1 ? '' : 's'}
              {b.currentPeriodEnd && b.status === 'ACTIVE' ? ` · renews on ${billingDate(b.currentPeriodEnd)}` : ''}
              {b.paymentMethod ? ` · paid with ${b.paymentMethod}` : ''}
            </p>
          </div>
        </div>
        {billingManager && b.subscriptionProvider === 'stripe' && <StripePortalButton />}
        {!billingManager && <p className="settings__note">Only Owners manage billing.</p>}
        <h3 className="billing__plans-title">Plans</h3>
        <Tabs
          label="Billing period"
          selectedId={interval}
          onChange={(id) => setInterval(id as 'MONTH' | 'YEAR')}
          tabs={[
            { id: 'MONTH', label: 'Month', content: cards('MONTH') },
            { id: 'YEAR', label: 'Year', content: cards('YEAR') },
          ]}
        />
      </section>
      {billingManager && (
        <Suspense fallback={<p className="billing__loading">Loading invoices…</p>}>
          {/* A renewal or a payment makes an invoice: the list is read again when the state moves (fetchKey). */}
          <Invoices fetchKey={`${b.status}:${b.currentPeriodEnd}:${b.overdueAmount}`} base={base} />
        </Suspense>
      )}
      {billingManager && b.provider === 'test' && <TestClockCard status={b.status ?? null} state={b.state} />}
    </>
  );
}

function Invoices({ base, fetchKey }: { base: string; fetchKey: string }) {
  const data = useLazyLoadQuery<BillingPageInvoicesQuery>(
    graphql`
      query BillingPageInvoicesQuery {
        invoices {
          id
          number
          status
          amount
          planName
          createdAt
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  return (
    <section className="settings-card" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="settings-card__title">
        Invoices
      </h2>
      {data.invoices.length === 0 ? (
        <p className="billing__empty">No invoices yet.</p>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table">
            <caption className="visually-hidden">Invoices</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Plan</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((i) => (
                <tr key={i.id}>
                  <td>
                    <Link to={`${base}/invoices/${encodeURIComponent(i.id)}`}>{i.number}</Link>
                  </td>
                  <td>{billingDate(i.createdAt)}</td>
                  <td>{i.planName}</td>
                  <td>{dollars(i.amount)}</td>
                  <td>{i.status === 'paid' ? 'Paid' : 'Unpaid'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
