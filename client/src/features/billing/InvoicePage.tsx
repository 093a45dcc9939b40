import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation, useParams } from 'react-router';
import type { InvoicePageQuery } from '../../__generated__/InvoicePageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { billingDate, dollars } from './money';
import type { JUST_PAID } from './mutations/usePaymentMutations';
import './billing.css';

const query = graphql`
  query InvoicePageQuery($id: ID!) {
    viewer {
      company {
        name
      }
    }
    invoice(id: $id) {
      id
      number
      status
      amount
      amountPaid
      planName
      createdAt
      paidAt
      periodStart
      lines {
        description
        periodStart
        periodEnd
        amount
        discountAmount
        discountDescription
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<InvoicePageQuery>(getRelayEnvironment(), query, { id: params.invoiceId ?? '' }, { fetchPolicy: 'store-or-network' });
}

/** An invoice (authoring.md §3 Invoice; the success invoice page after a payment): lines with periods and discounts, amounts in dollars. */
export function Component() {
  const data = usePreloadedQuery<InvoicePageQuery>(query, useLoaderData() as PreloadedQuery<InvoicePageQuery>);
  const { companySlug = '' } = useParams();
  const location = useLocation();
  const back = `/${encodeURIComponent(companySlug)}/settings/billing`;
  const invoice = data.invoice;
  useDocumentTitle(invoice ? `Invoice ${invoice.number}` : 'Invoice not found');
  if (!invoice) {
    return (
      <section className="settings-card">
        <p role="alert">This invoice was not found.</p>
        <Link to={back}>Back to billing</Link>
      </section>
    );
  }
  const paid = invoice.status === 'paid';
  // The thanks belong to the payment that led here; opened later from the list, the Status says it.
  const justPaid = (location.state as typeof JUST_PAID | null)?.justPaid === true;
  return (
    <section className="settings-card invoice" aria-labelledby="invoice-title">
      <p className="design-form__back">
        <Link to={back}>← Billing</Link>
      </p>
      {paid && justPaid && (
        <p className="invoice__paid" role="status">
          Payment successful. Thank you!
        </p>
      )}
      <h2 id="invoice-title" className="settings-card__title">
        Invoice {invoice.number}
      </h2>
      <dl className="invoice__facts">
        <dt>Billed to</dt>
        <dd>{data.viewer?.company?.name}</dd>
        <dt>Plan</dt>
        <dd>{invoice.planName}</dd>
        <dt>Date</dt>
        <dd>{billingDate(invoice.createdAt)}</dd>
        <dt>Status</dt>
        <dd>{paid ? `Paid${invoice.paidAt ? ` on ${billingDate(invoice.paidAt)}` : ''}` : 'Unpaid'}</dd>
      </dl>
      <div className="ui-table-wrap">
        <table className="ui-table">
          <caption className="visually-hidden">Invoice lines</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Period</th>
              <th scope="col">Amount</th>
              <th scope="col">Discount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l) => (
              <tr key={`${l.description}-${l.periodStart}`}>
                <td>{l.description}</td>
                <td>
                  {billingDate(l.periodStart)} – {billingDate(l.periodEnd)}
                </td>
                <td>{dollars(l.amount)}</td>
                <td>{l.discountAmount > 0 ? `−${dollars(l.discountAmount)} (${l.discountDescription ?? 'discount'})` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice__totals">
        <dt>Total</dt>
        <dd>{dollars(invoice.amount)}</dd>
        <dt>Amount paid</dt>
        <dd>{dollars(invoice.amountPaid)}</dd>
        {!paid && (
          <>
            <dt>Amount due</dt>
            <dd>{dollars(invoice.amount - invoice.amountPaid)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
