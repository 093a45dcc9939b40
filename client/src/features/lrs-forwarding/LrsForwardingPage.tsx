import { useState } from 'react';
import { fetchQuery, graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LrsForwardingPageCanQuery } from '../../__generated__/LrsForwardingPageCanQuery.graphql';
import type { LrsForwardingPageQuery } from '../../__generated__/LrsForwardingPageQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { AddForwarderDialog } from './AddForwarderDialog';
import { ForwarderCard } from './ForwarderCard';
import { useRemoveLrsForwarderMutation, useReplayLrsDeadLettersMutation } from './mutations/useLrsForwardingMutations';
import './lrs-forwarding.css';

/**
 * Who may manage forwarding: Owners and Team Admins (integrations.* in
 * server/src/auth/permissions.ts), the same roles viewer.can.manageApiTokens names.
 */
const canQuery = graphql`
  query LrsForwardingPageCanQuery {
    viewer {
      can {
        manageApiTokens
      }
    }
  }
`;

const query = graphql`
  query LrsForwardingPageQuery($allowed: Boolean!) {
    viewer {
      can {
        manageApiTokens
      }
      company {
        id
        lrsForwarders @include(if: $allowed) {
          id
          ...ForwarderCard_forwarder
        }
        materials(first: 100) @include(if: $allowed) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    }
  }
`;

export async function loader() {
  const environment = getRelayEnvironment();
  const can = await fetchQuery<LrsForwardingPageCanQuery>(environment, canQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  return loadQuery<LrsForwardingPageQuery>(environment, query, { allowed: can?.viewer?.can.manageApiTokens ?? false }, { fetchPolicy: 'store-and-network' });
}

const NOT_ALLOWED = 'Only Owners and Team Admins can manage LRS forwarding.';
const LOAD_FAILED = 'Failed to load the LRS settings. Please try again.';

/**
 * /{companySlug}/settings/lrs-forwarding: the company's own LRS address (for xAPI clients, with an
 * API token), and the LRSs its statements are forwarded to: add one, see how each is doing and
 * its failed batches, send those again, remove one.
 */
export function Component() {
  const data = usePreloadedQuery<LrsForwardingPageQuery>(query, useLoaderData() as PreloadedQuery<LrsForwardingPageQuery>);
  useDocumentTitle('LRS forwarding');
  const toast = useToast();
  const company = data.viewer?.company;
  const allowed = data.viewer?.can.manageApiTokens ?? false;
  const forwarders = company?.lrsForwarders ?? [];
  const materials = (company?.materials?.edges ?? []).map((e) => e.node);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [removeForwarder, removeBusy] = useRemoveLrsForwarderMutation();
  const [replay, replaying] = useReplayLrsDeadLettersMutation();
  const [replayingId, setReplayingId] = useState<string | null>(null);
  const lrsAddress = `${window.location.origin}/xapi/`;

  async function confirmRemove() {
    if (!removing || !company) return;
    try {
      const result = await removeForwarder(removing.id, company.id);
      toast.show(result.message ?? 'Forwarder removed.');
      setRemoving(null);
    } catch (caught) {
      toast.show(networkErrorMessage(caught, 'The forwarder could not be removed. Please try again.'));
    }
  }

  async function sendAgain(id: string) {
    setReplayingId(id);
    try {
      const result = await replay(id);
      toast.show(result.message ?? 'The failed batches will be sent again.');
    } catch (caught) {
      toast.show(networkErrorMessage(caught, 'The batches could not be queued again. Please try again.'));
    } finally {
      setReplayingId(null);
    }
  }

  return (
    <section className="settings-card lrs-forwarding" aria-labelledby="lrs-forwarding-title">
      <header className="settings-card__header">
        <h2 id="lrs-forwarding-title" className="settings-card__title">
          LRS forwarding
        </h2>
        <p className="settings-card__subtitle">
          Every learner statement — the hub's activity and what xAPI clients send — is kept in this company's learning record store, and can go to yours too.
        </p>
      </header>
      {!allowed ? (
        <p className="settings__note">{NOT_ALLOWED}</p>
      ) : (
        <>
          <h3 className="lrs-forwarding__heading">This company's LRS</h3>
          <p className="lrs-forwarding__text">
            xAPI 1.0.3 endpoint: <code className="lrs-forwarding__mono">{lrsAddress}</code>. Sign in to it with an API token that has the xAPI scopes (Settings
            → API), as the user name with an empty password, or as a Bearer token.
          </p>

          <h3 className="lrs-forwarding__heading">Forward to your LRS</h3>
          {forwarders.length === 0 ? (
            <p className="lrs-forwarding__text">No LRS yet. Add one to send it every new statement, or only the verbs and materials you choose.</p>
          ) : (
            <div className="lrs-forwarding__list">
              {forwarders.map((f) => (
                <ForwarderCard
                  key={f.id}
                  forwarder={f}
                  replaying={replaying && replayingId === f.id}
                  onReplay={sendAgain}
                  onRemove={(id, name) => setRemoving({ id, name })}
                />
              ))}
            </div>
          )}
          <Button onClick={() => setAdding(true)}>Add an LRS</Button>
          {adding && company && (
            <AddForwarderDialog
              companyId={company.id}
              materials={materials}
              onClose={() => setAdding(false)}
              onSaved={(message) => {
                setAdding(false);
                toast.show(message);
              }}
            />
          )}
          <ConfirmDialog
            open={removing !== null}
            title="Remove LRS"
            message={`Stop forwarding to ${removing?.name ?? 'this LRS'}? Statements waiting for it are dropped; what it has already received stays there.`}
            confirmLabel="Remove"
            cancelLabel="Cancel"
            busy={removeBusy}
            onConfirm={confirmRemove}
            onCancel={() => setRemoving(null)}
          />
        </>
      )}
    </section>
  );
}

/** The page failed to load: say so, and offer to try again. */
export function ErrorBoundary() {
  return (
    <section className="settings-card">
      <p role="alert">{LOAD_FAILED}</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </section>
  );
}
