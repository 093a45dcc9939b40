import { fetchQuery, graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useParams } from 'react-router';
import type { ApiTokensPageCanQuery } from '../../__generated__/ApiTokensPageCanQuery.graphql';
import type { ApiTokensPageQuery } from '../../__generated__/ApiTokensPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui';
import { ApiTokenList } from './ApiTokenList';
import { GettingStarted } from './GettingStarted';
import { WebhookDocs } from './WebhookDocs';
import './api-tokens.css';

/** Who may manage tokens (the same question the settings navigation asks: its answer is usually in the store). */
const canQuery = graphql`
  query ApiTokensPageCanQuery {
    viewer {
      can {
        manageApiTokens
      }
    }
  }
`;

const query = graphql`
  query ApiTokensPageQuery($withTokens: Boolean!) {
    viewer {
      can {
        manageApiTokens
      }
      company {
        id
        ...ApiTokenList_company @include(if: $withTokens)
      }
    }
  }
`;

export async function loader() {
  const environment = getRelayEnvironment();
  // The list is refused to everyone else: only ask for it when the answer will be the list.
  const can = await fetchQuery<ApiTokensPageCanQuery>(environment, canQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const withTokens = can?.viewer?.can.manageApiTokens ?? false;
  // Last use changes with every integration's call: show the cached list at once, then the current one.
  return loadQuery<ApiTokensPageQuery>(environment, query, { withTokens }, { fetchPolicy: 'store-and-network' });
}

const NOT_ALLOWED = 'Only Owners and Team Admins can manage API tokens.';
const LOAD_FAILED = 'Failed to load the API tokens. Please try again.';

/**
 * /{companySlug}/settings/api: how to call the API (GraphQL and REST) and its scopes, the company's
 * API tokens (make one with its scopes and expiry, see its secret once, rotate and revoke), and the
 * webhook reference (event types, verifying deliveries, retries). Owners and Team Admins only
 * (viewer.can.manageApiTokens); the settings navigation hides it from the others.
 */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ApiTokensPageQuery>;
  const data = usePreloadedQuery<ApiTokensPageQuery>(query, queryRef);
  useDocumentTitle('API settings');
  const { companySlug = '' } = useParams();
  const { hash } = useLocation();
  // A link to a section (Settings → Webhooks links to #webhook-events): the router does not scroll to it.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const company = data.viewer?.company;
  const allowed = data.viewer?.can.manageApiTokens ?? false;
  // The loader asked for the list only if the viewer could see it then; a role given since needs a reload.
  const listLoaded = queryRef.variables.withTokens;

  return (
    <>
      <section className="settings-card" aria-labelledby="api-title">
        <header className="settings-card__header">
          <div>
            <h2 id="api-title" className="settings-card__title">
              API
            </h2>
            <p className="settings-card__subtitle">Let your other systems read and change this company’s data, with a token you can revoke at any time.</p>
          </div>
        </header>
        {allowed ? <GettingStarted origin={window.location.origin} /> : <p className="settings__note">{NOT_ALLOWED}</p>}
      </section>
      {allowed &&
        company &&
        (listLoaded ? <ApiTokenList company={company} /> : <p className="settings__note">Your role changed: reload the page to see the tokens.</p>)}
      {allowed && <WebhookDocs webhooksPath={`/${encodeURIComponent(companySlug)}/settings/webhooks`} />}
    </>
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
