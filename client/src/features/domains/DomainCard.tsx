import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { DomainCard_domain$key } from '../../__generated__/DomainCard_domain.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { Button, useToast } from '../../ui';
import { checkSummary, STATUS_LABELS } from './domain-status';
import { useVerifyDomainMutation } from './mutations/useDomainMutations';

interface DomainCardProps {
  domain: DomainCard_domain$key;
  /** Owners and Team Admins: check, edit and delete. */
  editable: boolean;
  onEdit: (id: string, name: string) => void;
  onDelete: (id: string, name: string) => void;
}

const COPIED_MS = 2000;

/**
 * One custom domain: its status with when it was (and will be) checked, what the last check
 * found missing or wrong, and the connection instructions — the records to create, with copy buttons.
 * The instructions start open until the domain is verified.
 */
export function DomainCard({ domain, editable, onEdit, onDelete }: DomainCardProps) {
  const d = useFragment(
    graphql`
      fragment DomainCard_domain on Domain {
        id
        name
        domain
        status
        lastCheckedAt
        nextCheckAt
        missing
        records {
          type
          host
          value
          purpose
        }
      }
    `,
    domain,
  );
  const toast = useToast();
  const [verify, checking] = useVerifyDomainMutation();
  const [copied, setCopied] = useState<string | null>(null);
  const headingId = `domain-${d.id}`;
  const { companySlug = '' } = useParams();
  const designPath = `/${encodeURIComponent(companySlug)}/settings/domain/${encodeURIComponent(d.id)}/domainConfiguration`;
  // An internationalised name reads in Unicode (bücher.de); its punycode (xn--bcher-kva.de), what DNS records hold, is shown beside it.
  const punycode = d.name !== d.domain ? d.domain : null;

  function checkNow() {
    verify({
      variables: { input: { domainId: d.id } },
      onCompleted: ({ verifyDomain }) => {
        // Not verified yet is an answer, not a failure: the card shows what is missing.
        if (verifyDomain.__typename === 'DomainPayload')
          toast.show(verifyDomain.message, { tone: verifyDomain.domain?.status === 'VERIFIED' ? 'success' : 'info' });
        else toast.error(verifyDomain.message ?? 'Something went wrong.');
      },
      onError: (error) => {
        toast.error(networkErrorMessage(error, 'Something went wrong.'));
      },
    });
  }

  async function copy(key: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      setTimeout(() => setCopied((current) => (current === key ? null : current)), COPIED_MS);
    } catch {
      toast.error('Could not copy: select the value and copy it yourself.');
    }
  }

  return (
    <article className="domain-card" aria-labelledby={headingId}>
      <header className="domain-card__header">
        <div>
          <h3 id={headingId} className="domain-card__name">
            {d.name}
          </h3>
          {punycode && (
            <p className="domain-card__punycode">
              In DNS: <span className="domain-records__code">{punycode}</span>
            </p>
          )}
          <p className="domain-card__checked">
            <span className={`domain-status domain-status--${d.status.toLowerCase()}`}>{STATUS_LABELS[d.status] ?? d.status}</span>{' '}
            {checkSummary(d, new Date())}
          </p>
        </div>
        <div className="domain-card__actions">
          <Link to={designPath} className="ui-button ui-button--secondary ui-button--sm">
            Sign-in design<span className="visually-hidden"> of {d.name}</span>
          </Link>
          {editable && (
            <>
              <Button size="sm" onClick={checkNow} loading={checking}>
                Check now<span className="visually-hidden"> {d.name}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onEdit(d.id, d.name)}>
                Edit<span className="visually-hidden"> {d.name}</span>
              </Button>
              <Button size="sm" variant="ghost" className="domain-card__delete" onClick={() => onDelete(d.id, d.name)}>
                Delete<span className="visually-hidden"> {d.name}</span>
              </Button>
            </>
          )}
        </div>
      </header>

      {d.missing.length > 0 && (
        <div className="domain-card__missing" role="status">
          <p>The last check found {d.missing.length === 1 ? 'a problem' : `${d.missing.length} problems`}:</p>
          <ul>
            {d.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}

      <details className="domain-card__instructions" open={d.status !== 'VERIFIED'}>
        <summary>Connection instructions</summary>
        <p>
          At your DNS provider, point {d.domain} at LearnHub with the CNAME record (or, for a root domain, the A record), and add the TXT record that proves the
          domain is yours. Changes can take a few minutes to an hour to be seen.
        </p>
        <div className="ui-table-wrap">
          <table className="ui-table domain-records">
            <caption className="visually-hidden">DNS records for {d.domain}</caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Name</th>
                <th scope="col">Value</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {d.records.map((r) => {
                const key = `${r.type}-value`;
                return (
                  <tr key={r.type}>
                    <td data-label="Type">{r.type}</td>
                    <td data-label="Name" className="domain-records__code">
                      {r.host}
                    </td>
                    <td data-label="Value" className="domain-records__code">
                      <span>{r.value}</span>{' '}
                      <Button size="sm" variant="ghost" onClick={() => copy(key, r.value)}>
                        {copied === key ? 'Copied' : 'Copy'}
                        <span className="visually-hidden"> the {r.type} value</span>
                      </Button>
                    </td>
                    <td data-label="What it does">{r.purpose}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </article>
  );
}
