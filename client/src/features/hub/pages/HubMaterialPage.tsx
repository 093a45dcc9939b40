/**
 * /{companySlug}/hub/{slug}: a material on the hub (audience.md §2 "Material viewer"), under the
 * hub's header. What stands before it comes from the server (HubGate): nothing; the guest form
 * ("User Info Required": name and e-mail); a sign-in (Private); or the word that it was not
 * shared with this learner. Then the material in hub mode, by the player its kind names (the
 * app's kind registry hands the players in: players.tsx): progress, answers and the satisfaction modal.
 */
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, RelayEnvironmentProvider, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import type { HubMaterialPageGuestMutation } from '../../../__generated__/HubMaterialPageGuestMutation.graphql';
import type { HubMaterialPageQuery } from '../../../__generated__/HubMaterialPageQuery.graphql';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isEmail } from '../../../lib/validation';
import { Button, TextField } from '../../../ui';
import { HubHeader } from '../components/HubHeader';
import { knownKind } from '../../../kinds';
import { learnerSignInPath } from '../../../lib/next-path';
import { resetHubEnvironment } from '../hub-environment';
import type { HubPlayerProps, HubPlayers } from '../players';
import '../hub.css';

const query = graphql`
  query HubMaterialPageQuery($companySlug: String!, $slug: String!) {
    hub(companySlug: $companySlug) {
      name
      slug
      logoUrl
      topBarBackground
      topBarText
      signInDesign {
        companyName
        logoUrl
      }
      material(slug: $slug) {
        id
        name
        description
        kind
        gate
        walkthrough {
          name
          steps {
            ...usePlayerSteps_steps
          }
          config {
            ...usePlayerConfig_config
          }
        }
        path {
          name
          data
          config
        }
        package {
          revision
          items {
            stepId
            identifier
            title
            sco
            runtimeUrl
          }
        }
        myProgress {
          ...learnerWrites_progress @relay(mask: false)
        }
      }
    }
    learnerViewer {
      id
      email
      firstName
      lastName
      avatarUrl
    }
  }
`;

/**
 * The route's component, with the hub mode of each player (from the app's kind registry); its
 * loader is HubMaterialPage.loader.ts (hub/routes.ts loads both side by side).
 */
export function hubMaterialRoute(players: HubPlayers) {
  return {
    Component: function HubMaterialRoute() {
      const ref = useLoaderData() as PreloadedQuery<HubMaterialPageQuery>;
      return (
        <RelayEnvironmentProvider environment={ref.environment}>
          <HubMaterial queryRef={ref} players={players} />
        </RelayEnvironmentProvider>
      );
    },
  };
}

function HubMaterial({ queryRef, players }: { queryRef: PreloadedQuery<HubMaterialPageQuery>; players: HubPlayers }) {
  const data = usePreloadedQuery<HubMaterialPageQuery>(query, queryRef);
  const hub = data.hub;
  const material = hub?.material;
  const here = useLocation();
  useDocumentTitle(material ? (material.name ?? 'Private material') : 'Not available');
  if (!hub) return <Notice title="This hub doesn't exist." />;
  const home = `/${encodeURIComponent(hub.slug)}`;
  return (
    <div className="hub-page">
      <HubHeader company={hub} learner={data.learnerViewer} />
      <main className="hub-main">
        {!material ? (
          <Notice title="This material isn't available." body="It may have been unpublished or moved." home={home} />
        ) : material.gate === 'GUEST_INFO' ? (
          <GuestForm companySlug={hub.slug} materialId={material.id} name={material.name ?? ''} />
        ) : material.gate === 'SIGN_IN' ? (
          // The server tells nothing of a Private material (not even its name) to whom may not open it.
          <Notice
            title="This material is private"
            body="Sign in as a learner to open it, if it was shared with you."
            home={home}
            action={{ to: learnerSignInPath(hub.slug, `${here.pathname}${here.search}`), label: 'Sign in as a Learner' }}
          />
        ) : material.gate === 'NOT_SHARED' ? (
          <Notice
            title="This material is private"
            body={`It hasn't been shared with ${data.learnerViewer?.email ?? 'you'}. If you signed in as a guest, sign in with the link we mail instead.`}
            home={home}
            action={{ to: `${home}/sign_out`, label: 'Sign in with another email' }}
          />
        ) : (
          <Suspense fallback={<p>Loading…</p>}>
            <MaterialPlayer players={players} companySlug={hub.slug} material={material} learner={data.learnerViewer} home={home} />
          </Suspense>
        )}
      </main>
    </div>
  );
}

/** The hub mode of the player the material's kind names; a notice for a kind this client does not know. */
function MaterialPlayer({ players, home, ...props }: HubPlayerProps & { players: HubPlayers; home: string }) {
  const kind = knownKind(props.material.kind);
  if (!kind) return <Notice title="This material isn't available." home={home} />;
  const Player = players[kind.player];
  return <Player {...props} />;
}

function Notice({ title, body, home, action }: { title: string; body?: string; home?: string; action?: { to: string; label: string } }) {
  return (
    <section className="hub-notice">
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      <p className="hub-notice__actions">
        {action && (
          <Link to={action.to} className="ui-button ui-button--primary ui-button--md">
            {action.label}
          </Link>
        )}
        {home && <Link to={home}>Back to the hub</Link>}
      </p>
    </section>
  );
}

/** "User Info Required": name and e-mail, then the material (a guest session; see the server's guest-access.service). */
function GuestForm({ companySlug, materialId, name }: { companySlug: string; materialId: string; name: string }) {
  const [guestAccess, busy] = usePromiseMutation<HubMaterialPageGuestMutation>(graphql`
    mutation HubMaterialPageGuestMutation($input: GuestAccessInput!) {
      guestAccess(input: $input) {
        __typename
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!fullName.trim()) fields.name = 'Name is required';
    if (!email.trim()) fields.email = 'Email is required';
    else if (!isEmail(email)) fields.email = 'Invalid email address';
    if (Object.keys(fields).length) return setErrors({ fields, form: null });
    setErrors(NO_ERRORS);
    try {
      const { guestAccess: result } = await guestAccess({ input: { companySlug, materialId, name: fullName.trim(), email: email.trim() } });
      if (result.__typename === 'LearnerSignInPayload') {
        resetHubEnvironment();
        // The same address again: its loader reads the material with the new session.
        navigate(`/${encodeURIComponent(companySlug)}/hub/${encodeURIComponent(slug)}`, { replace: true });
      } else setErrors(toFormErrors(result, { name: 'Name', email: 'Email' }));
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught) });
    }
  }

  return (
    <form className="hub-notice hub-signin__form" noValidate onSubmit={handleSubmit}>
      <h1>{name}</h1>
      <p>Tell us who you are to open this material.</p>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={100}
        value={fullName}
        error={errors.fields.name}
        onChange={(e) => setFullName(e.target.value)}
      />
      <TextField
        label="Email Address"
        type="text"
        inputMode="email"
        name="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        error={errors.fields.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {errors.form && (
        <p role="alert" className="hub-signin__error">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={busy}>
        Continue
      </Button>
    </form>
  );
}
