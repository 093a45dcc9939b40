import { useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ApiTokenList_company$key } from '../../__generated__/ApiTokenList_company.graphql';
import type { ApiTokenListPaginationQuery } from '../../__generated__/ApiTokenListPaginationQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { ApiTokenRow, type TokenRef } from './ApiTokenRow';
import { CreateTokenDialog } from './CreateTokenDialog';
import { useRevokeApiTokenMutation, useRotateApiTokenMutation } from './mutations/useApiTokenMutations';
import { SecretDialog, type ShownSecret } from './SecretDialog';

const PAGE_SIZE = 50;
const ROTATE_FAILED = 'The token could not be rotated. Please try again.';
const REVOKE_FAILED = 'The token could not be revoked. Please try again.';

interface ApiTokenListProps {
  company: ApiTokenList_company$key;
}

/**
 * "Tokens": every token of the company, newest first (revoked and expired ones stay, greyed),
 * "Create token", and Rotate and Revoke behind their questions. A new secret (made or rotated)
 * lives in this component's state while its dialog is open, and nowhere else.
 */
export function ApiTokenList({ company }: ApiTokenListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ApiTokenListPaginationQuery, ApiTokenList_company$key>(
    graphql`
      fragment ApiTokenList_company on Company
      @refetchable(queryName: "ApiTokenListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        apiTokens(first: $count, after: $cursor) @connection(key: "ApiTokenList_apiTokens") {
          __id
          edges {
            node {
              id
              ...ApiTokenRow_apiToken
            }
          }
        }
      }
    `,
    company,
  );
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [rotating, setRotating] = useState<TokenRef | null>(null);
  const [revoking, setRevoking] = useState<TokenRef | null>(null);
  const [rotate, rotateBusy] = useRotateApiTokenMutation();
  const [commitRevoke, revokeBusy] = useRevokeApiTokenMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const connectionId = data.apiTokens.__id;
  const edges = data.apiTokens.edges;

  // The button that opened a dialog is gone (its row went inactive), or the secret is put away: the
  // list takes the focus once no dialog is open any more (before that, the page is inert).
  const focusAfterDialogs = useRef(false);
  const focusList = () => {
    focusAfterDialogs.current = true;
  };
  const dialogOpen = creating || secret !== null || rotating !== null || revoking !== null;
  useEffect(() => {
    if (!focusAfterDialogs.current || dialogOpen) return;
    focusAfterDialogs.current = false;
    headingRef.current?.focus();
  });

  async function confirmRotate() {
    if (!rotating) return;
    const token = rotating;
    try {
      const { result, secret: made } = await rotate(token.id, connectionId);
      setRotating(null);
      const failure = mutationFailure(result, 'ApiTokenSecretPayload', ROTATE_FAILED);
      if (failure || !made) {
        toast.error(failure?.message ?? ROTATE_FAILED);
        return;
      }
      setSecret({ token: made, warning: result.warning ?? null, name: result.apiToken?.name ?? token.name, rotated: true });
    } catch (caught) {
      setRotating(null);
      toast.error(networkErrorMessage(caught, ROTATE_FAILED));
    }
  }

  function confirmRevoke() {
    if (!revoking) return;
    commitRevoke({
      variables: { input: { apiTokenId: revoking.id } },
      onCompleted: ({ revokeApiToken }) => {
        setRevoking(null);
        const failure = mutationFailure(revokeApiToken, 'RevokeApiTokenPayload', REVOKE_FAILED);
        if (failure) toast.error(failure.message);
        else if (revokeApiToken.message) toast.success(revokeApiToken.message);
        focusList();
      },
      onError: (error) => {
        setRevoking(null);
        toast.error(networkErrorMessage(error, REVOKE_FAILED));
      },
    });
  }

  return (
    <section className="settings-card api-tokens" aria-labelledby="api-tokens-title">
      <header className="settings-card__header">
        <div>
          <h2 id="api-tokens-title" className="settings-card__title" ref={headingRef} tabIndex={-1}>
            Tokens
          </h2>
          <p className="settings-card__subtitle">Newest first. Revoked and expired tokens stay listed, so you can see who had access and when.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Create token</Button>
      </header>
      {edges.length === 0 ? (
        <p className="api-tokens__empty">No API tokens yet.</p>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table api-tokens__table">
            <caption className="visually-hidden">API tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <ApiTokenRow key={node.id} apiToken={node} onRotate={setRotating} onRevoke={setRevoking} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <Button variant="secondary" size="sm" className="api-tokens__more" loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          Show more tokens
        </Button>
      )}

      {creating && (
        <CreateTokenDialog
          connectionId={connectionId}
          onClose={() => setCreating(false)}
          onCreated={(made) => {
            setCreating(false);
            setSecret(made);
          }}
        />
      )}
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate token"
        message={rotating ? `Rotate ${rotating.name}? The current secret stops working at once and a new one is shown.` : ''}
        confirmLabel="Rotate"
        cancelLabel="Cancel"
        busy={rotateBusy}
        onCancel={() => setRotating(null)}
        onConfirm={confirmRotate}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke token"
        message={revoking ? `Revoke ${revoking.name}? Integrations using it stop working at once.` : ''}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        busy={revokeBusy}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
      {/* Last: it opens as the Rotate question closes, and must end up with the focus. */}
      {secret && (
        <SecretDialog
          secret={secret}
          onDone={() => {
            setSecret(null);
            focusList();
          }}
        />
      )}
    </section>
  );
}
