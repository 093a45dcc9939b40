import { useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { DomainsPageQuery } from '../../__generated__/DomainsPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { DomainCard } from './DomainCard';
import { DomainDialog } from './DomainDialog';
import { useDeleteDomainMutation } from './mutations/useDomainMutations';
import './domains.css';

const query = graphql`
  query DomainsPageQuery {
    viewer {
      can {
        updateCompany
        manageBilling
      }
      company {
        id
        domains {
          id
          ...DomainCard_domain
        }
      }
    }
    billing {
      businessFeatures
    }
  }
`;

export function loader() {
  // Statuses change in the background (automatic checks): always ask, show the cached list meanwhile.
  return loadQuery<DomainsPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-and-network' });
}

const LOAD_FAILED = 'Failed to fetch domain data. Please try again.';
const DELETE_FAILED = 'Something went wrong.';

/**
 * /{companySlug}/settings/domain (authoring.md §2 "Settings, domains"): the company's custom
 * domains with their status and connection instructions, the add/edit modal and delete with the
 * spec's question. Owners and Team Admins change them; everyone else reads.
 */
export function Component() {
  const data = usePreloadedQuery<DomainsPageQuery>(query, useLoaderData() as PreloadedQuery<DomainsPageQuery>);
  useDocumentTitle('Domain settings');
  const toast = useToast();
  const [dialog, setDialog] = useState<{ editing?: { id: string; name: string } } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [commitDelete, deleteBusy] = useDeleteDomainMutation();
  const company = data.viewer?.company;
  if (!company) return null;
  // Custom domains are a Business-plan feature: on Starter the list reads, nothing changes.
  const business = data.billing?.businessFeatures ?? false;
  const editable = business && (data.viewer?.can.updateCompany ?? false);

  function confirmDelete() {
    if (!deleting || !company) return;
    const companyId = company.id;
    commitDelete({
      variables: { input: { domainId: deleting.id } },
      updater: (store, response) => {
        if (response?.deleteDomain.__typename !== 'DeleteDomainPayload') return;
        const record = store.get(companyId);
        const list = record?.getLinkedRecords('domains');
        if (record && list)
          record.setLinkedRecords(
            list.filter((r) => r?.getDataID() !== deleting.id),
            'domains',
          );
      },
      onCompleted: ({ deleteDomain }) => {
        setDeleting(null);
        if (deleteDomain.__typename === 'DeleteDomainPayload') toast.success(deleteDomain.message);
        else toast.error(deleteDomain.message || DELETE_FAILED);
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(networkErrorMessage(error, DELETE_FAILED));
      },
    });
  }

  return (
    <section className="settings-card" aria-labelledby="domains-title">
      <div className="settings-card__header">
        <div>
          <h2 id="domains-title" className="settings-card__title">
            Custom domains
          </h2>
          <p className="settings-card__subtitle">Serve your hub at your own address, such as learn.yourcompany.com.</p>
        </div>
        {editable && <Button onClick={() => setDialog({})}>Add domain</Button>}
      </div>
      {!business && <BusinessNote canUpgrade={data.viewer?.can.manageBilling ?? false} />}
      {business && !editable && <p className="settings__note">Only Owners and Team Admins can add, change or check domains.</p>}
      {company.domains.length === 0 ? (
        <p className="domains__empty">No domains yet. Add one to give your hub your own address.</p>
      ) : (
        <ul className="domains__list">
          {company.domains.map((d) => (
            <li key={d.id}>
              <DomainCard
                domain={d}
                editable={editable}
                onEdit={(id, name) => setDialog({ editing: { id, name } })}
                onDelete={(id, name) => setDeleting({ id, name })}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog && <DomainDialog companyId={company.id} editing={dialog.editing} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete domain"
        message={`Are you sure you want to delete this domain${deleting ? `: ${deleting.name}` : ''}?`}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/** Who may change the plan (viewer.can.manageBilling, the Owners) gets the link to Billing; others ask an Owner. */
function BusinessNote({ canUpgrade }: { canUpgrade: boolean }) {
  const { companySlug = '' } = useParams();
  return (
    <p className="settings__note">
      Custom domains are part of the Business plan.{' '}
      {canUpgrade ? <Link to={`/${encodeURIComponent(companySlug)}/settings/billing`}>Upgrade in Billing</Link> : 'Ask an Owner of this workspace to upgrade.'}
    </p>
  );
}

/** The list failed to load (spec §8): say so, and offer to try again. */
export function ErrorBoundary() {
  return (
    <section className="settings-card">
      <p role="alert">{LOAD_FAILED}</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </section>
  );
}
