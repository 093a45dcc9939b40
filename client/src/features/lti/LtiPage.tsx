import { useState } from 'react';
import { fetchQuery, graphql, loadQuery, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LtiPageCanQuery } from '../../__generated__/LtiPageCanQuery.graphql';
import type { LtiPageQuery } from '../../__generated__/LtiPageQuery.graphql';
import type { LtiPageRegistrationUrlQuery } from '../../__generated__/LtiPageRegistrationUrlQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { CopyField } from './CopyField';
import { LtiPlatformRow } from './LtiPlatformRow';
import { useRemoveLtiPlatformMutation } from './mutations/useLtiMutations';
import { RegisterPlatformDialog } from './RegisterPlatformDialog';
import './lti.css';

/**
 * Who may manage LTI platforms: Owners and Team Admins (integrations.* in
 * server/src/auth/permissions.ts), the same roles viewer.can.manageApiTokens names.
 */
const canQuery = graphql`
  query LtiPageCanQuery {
    viewer {
      can {
        manageApiTokens
      }
    }
  }
`;

const query = graphql`
  query LtiPageQuery($withPlatforms: Boolean!) {
    ltiToolAddresses {
      loginUrl
      launchUrl
      jwksUrl
    }
    viewer {
      can {
        manageApiTokens
      }
      company {
        id
        ltiPlatforms @include(if: $withPlatforms) {
          id
          ...LtiPlatformRow_platform
        }
      }
    }
  }
`;

const registrationUrlQuery = graphql`
  query LtiPageRegistrationUrlQuery {
    ltiRegistrationUrl {
      url
      expiresAt
    }
  }
`;

export async function loader() {
  const environment = getRelayEnvironment();
  const can = await fetchQuery<LtiPageCanQuery>(environment, canQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  return loadQuery<LtiPageQuery>(environment, query, { withPlatforms: can?.viewer?.can.manageApiTokens ?? false }, { fetchPolicy: 'store-and-network' });
}

const NOT_ALLOWED = 'Only Owners and Team Admins can manage LTI platforms.';
const LOAD_FAILED = 'Failed to load the LTI settings. Please try again.';

/**
 * /{companySlug}/settings/lti: launch LearnHub materials from an LMS course (LTI 1.3). Our tool's
 * addresses to copy into the platform, a dynamic registration address, and the company's
 * registered platforms: register one by hand, remove one.
 */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LtiPageQuery>;
  const data = usePreloadedQuery<LtiPageQuery>(query, queryRef);
  useDocumentTitle('LTI');
  const environment = useRelayEnvironment();
  const toast = useToast();
  const company = data.viewer?.company;
  const allowed = data.viewer?.can.manageApiTokens ?? false;
  const platforms = company?.ltiPlatforms ?? [];
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [removePlatform, removeBusy] = useRemoveLtiPlatformMutation();
  const [registration, setRegistration] = useState<{ url: string; expiresAt: string } | null>(null);
  const [registrationError, setRegistrationError] = useState<string | null>(null);

  async function getRegistrationUrl() {
    setRegistrationError(null);
    try {
      const answer = await fetchQuery<LtiPageRegistrationUrlQuery>(environment, registrationUrlQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      if (answer?.ltiRegistrationUrl) setRegistration({ url: answer.ltiRegistrationUrl.url, expiresAt: String(answer.ltiRegistrationUrl.expiresAt) });
    } catch (caught) {
      setRegistrationError(networkErrorMessage(caught, 'The registration address could not be made. Please try again.'));
    }
  }

  async function confirmRemove() {
    if (!removing || !company) return;
    try {
      const result = await removePlatform(removing.id, company.id);
      toast.show(result.message ?? 'Platform removed.');
      setRemoving(null);
    } catch (caught) {
      toast.show(networkErrorMessage(caught, 'The platform could not be removed. Please try again.'));
    }
  }

  return (
    <section className="settings-card lti" aria-labelledby="lti-title">
      <header className="settings-card__header">
        <h2 id="lti-title" className="settings-card__title">
          LTI
        </h2>
        <p className="settings-card__subtitle">
          Launch LearnHub materials from Canvas, Moodle, Blackboard, Brightspace or any LTI 1.3 platform: learners land on the material signed in, and their
          scores go back to the course's gradebook.
        </p>
      </header>
      {!allowed ? (
        <p className="settings__note">{NOT_ALLOWED}</p>
      ) : (
        <>
          <h3 className="lti__heading">1. Add LearnHub to your platform</h3>
          <p className="lti__text">Give your platform these addresses (as an LTI 1.3 tool), or let it register LearnHub itself with dynamic registration.</p>
          <div className="lti__addresses">
            <CopyField label="Login initiation URL" value={data.ltiToolAddresses.loginUrl} />
            <CopyField label="Redirect and target link URL" value={data.ltiToolAddresses.launchUrl} hint="Also where deep linking launches." />
            <CopyField label="Public keys (JWKS) URL" value={data.ltiToolAddresses.jwksUrl} />
          </div>
          <div className="lti__dynamic">
            {registration ? (
              <CopyField
                label="Dynamic registration URL"
                value={registration.url}
                hint={`Paste it into your platform's dynamic registration. It works until ${new Date(registration.expiresAt).toLocaleDateString()}.`}
              />
            ) : (
              <Button variant="secondary" onClick={getRegistrationUrl}>
                Get a dynamic registration URL
              </Button>
            )}
            {registrationError && (
              <p role="alert" className="ui-field__error">
                {registrationError}
              </p>
            )}
          </div>

          <h3 className="lti__heading">2. Registered platforms</h3>
          {platforms.length === 0 ? (
            <p className="lti__text">
              No platforms registered yet. Register one by hand with the values your platform shows, or use dynamic registration above.
            </p>
          ) : (
            <div className="lti__table-wrap">
              <table className="lti__table">
                <caption className="visually-hidden">Registered LTI platforms</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Issuer</th>
                    <th scope="col">Client ID</th>
                    <th scope="col">Deployment IDs</th>
                    <th scope="col">Registered</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {platforms.map((p) => (
                    <LtiPlatformRow key={p.id} platform={p} onRemove={(id, name) => setRemoving({ id, name })} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Button onClick={() => setRegistering(true)}>Register a platform</Button>
          {registering && company && (
            <RegisterPlatformDialog
              companyId={company.id}
              onClose={() => setRegistering(false)}
              onSaved={(message) => {
                setRegistering(false);
                toast.show(message);
              }}
            />
          )}
          <ConfirmDialog
            open={removing !== null}
            title="Remove platform"
            message={`Remove ${removing?.name ?? 'this platform'}? Its launches are refused from then on; its learners and their progress stay.`}
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
