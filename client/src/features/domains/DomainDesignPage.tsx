import { type FormEvent, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, Navigate, useLoaderData, useParams } from 'react-router';
import type { DomainDesignPageQuery } from '../../__generated__/DomainDesignPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { commitAsync } from '../../lib/mutations/commit-async';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button, Tabs, TextArea, TextField, useToast } from '../../ui';
import { LogoDrop, useObjectUrl } from './LogoDrop';
import { useSaveSignInDesignMutation } from './mutations/useSaveSignInDesignMutation';
import './domains.css';

const query = graphql`
  query DomainDesignPageQuery($id: ID!) {
    viewer {
      can {
        updateCompany
      }
    }
    node(id: $id) {
      ... on Domain {
        id
        name
        domain
        status
        signInDesign {
          companyName
          headingText
          subHeadingText
          css
          logoUrl
        }
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<DomainDesignPageQuery>(getRelayEnvironment(), query, { id: params.domainId ?? '' }, { fetchPolicy: 'store-and-network' });
}

const SAVE_FAILED = 'Something went wrong.';
const LIMITS = { companyName: 100, headingText: 200, subHeadingText: 500 };

type Removal = { what: string; why: string };

/**
 * /{companySlug}/settings/domain/{id}/domainConfiguration (audience.md §2 "Sign-in experience
 * design", §4): Brand (company name, logo), Content (heading, sub headline) and Custom styles
 * (CSS). Cancel empties the text fields, as the spec says; Save Changes sends the logo only when
 * it changed. What the server's CSS sanitiser removed is listed under the CSS with the reason.
 */
export function Component() {
  const data = usePreloadedQuery<DomainDesignPageQuery>(query, useLoaderData() as PreloadedQuery<DomainDesignPageQuery>);
  const domain = data.node?.domain ? data.node : null;
  useDocumentTitle(domain ? `${domain.name ?? domain.domain} Sign In Experience Design` : 'Domain not found');
  const { companySlug = '' } = useParams();
  const back = `/${encodeURIComponent(companySlug)}/settings/domain`;
  if (!domain?.id || !domain.domain || !domain.signInDesign) {
    return (
      <section className="settings-card">
        <p role="alert">This domain was not found. It may have been deleted.</p>
        <Link to={back}>Back to domains</Link>
      </section>
    );
  }
  const editable = data.viewer?.can.updateCompany ?? false;
  return (
    <DesignForm
      key={domain.id}
      domainId={domain.id}
      host={domain.domain}
      name={domain.name ?? domain.domain}
      verified={domain.status === 'VERIFIED'}
      saved={domain.signInDesign}
      editable={editable}
      back={back}
      companySlug={companySlug}
    />
  );
}

interface DesignFormProps {
  domainId: string;
  host: string;
  /** The host as people read it (Unicode for an internationalised name). */
  name: string;
  verified: boolean;
  saved: { companyName: string; headingText: string; subHeadingText: string; css: string; logoUrl: string | null | undefined };
  editable: boolean;
  back: string;
  companySlug: string;
}

function DesignForm({ domainId, host, name, verified, saved, editable, back, companySlug }: DesignFormProps) {
  const [companyName, setCompanyName] = useState(saved.companyName);
  const [headingText, setHeadingText] = useState(saved.headingText);
  const [subHeadingText, setSubHeadingText] = useState(saved.subHeadingText);
  const [css, setCss] = useState(saved.css);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoRemoved, setLogoRemoved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<Removal[] | null>(null);
  const [commit, saving] = useSaveSignInDesignMutation();
  const toast = useToast();
  const pickedUrl = useObjectUrl(logo);
  const previewUrl = pickedUrl ?? (logoRemoved ? null : (saved.logoUrl ?? null));

  function cancel() {
    // The spec's Cancel: the text fields go empty (the saved design stays until Save Changes).
    setCompanyName('');
    setHeadingText('');
    setSubHeadingText('');
    setCss('');
    setErrors({});
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const { saveSignInDesign: result } = await commitAsync(commit, {
        variables: { input: { domainId, companyName, headingText, subHeadingText, css, ...(logo ? { logo } : {}), removeLogo: logoRemoved && !logo } },
        uploadables: logo ? { 'input.logo': logo } : undefined,
      });
      const failure = mutationFailure(result, 'SignInDesignPayload', SAVE_FAILED);
      if (failure) {
        setErrors(failure.fieldErrors);
        if (Object.keys(failure.fieldErrors).length === 0) toast.error(failure.message);
        return;
      }
      if (result.__typename !== 'SignInDesignPayload') return;
      setLogo(null);
      setLogoRemoved(false);
      setRemoved((result.removed ?? []).map((r) => ({ what: r.what, why: r.why })));
      if (result.domain) setCss(result.domain.signInDesign.css);
      toast.success(result.message);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, SAVE_FAILED));
    }
  }

  const form = (
    <form className="design-form" onSubmit={save} noValidate>
      <fieldset className="settings-fieldset" disabled={!editable || saving}>
        <legend>Brand</legend>
        <TextField
          label="Company name"
          value={companyName}
          maxLength={LIMITS.companyName}
          error={errors.companyName}
          onChange={(e) => setCompanyName(e.target.value)}
        />
        <p className="design-form__label">Company logo</p>
        <LogoDrop
          previewUrl={previewUrl}
          disabled={!editable || saving}
          onPick={(file) => {
            setLogo(file);
            setLogoRemoved(false);
          }}
          onRemove={() => {
            setLogo(null);
            setLogoRemoved(true);
          }}
        />
      </fieldset>
      <fieldset className="settings-fieldset" disabled={!editable || saving}>
        <legend>Content</legend>
        <TextField
          label="Heading text"
          value={headingText}
          placeholder="Looks like you need a new link"
          maxLength={LIMITS.headingText}
          error={errors.headingText}
          onChange={(e) => setHeadingText(e.target.value)}
        />
        <TextArea
          label="Sub headline"
          value={subHeadingText}
          rows={3}
          placeholder="Enter your email address and we'll send you a new link to sign in"
          maxLength={LIMITS.subHeadingText}
          error={errors.subHeadingText}
          onChange={(e) => setSubHeadingText(e.target.value)}
        />
      </fieldset>
      <fieldset className="settings-fieldset" disabled={!editable || saving}>
        <legend>Custom styles</legend>
        <TextArea
          label="Custom CSS"
          className="design-form__css"
          value={css}
          rows={8}
          spellCheck={false}
          placeholder={'h1 { color: #0e7c74; }'}
          hint="Rules apply to the sign-in page only. Anything that could load files or run code (@import, url() to other sites, expression…) is removed when you save."
          error={errors.css}
          onChange={(e) => setCss(e.target.value)}
        />
        {removed && removed.length > 0 && (
          <div className="design-form__removed" role="status">
            <p>Removed from your CSS when it was saved:</p>
            <ul>
              {removed.map((r) => (
                <li key={`${r.what}|${r.why}`}>
                  <code>{r.what}</code>: {r.why}
                </li>
              ))}
            </ul>
          </div>
        )}
      </fieldset>
      {editable && (
        <div className="design-form__actions">
          <Button variant="secondary" onClick={cancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </div>
      )}
    </form>
  );

  return (
    <section className="settings-card" aria-labelledby="design-title">
      <p className="design-form__back">
        <Link to={back}>← Domains</Link>
      </p>
      <h2 id="design-title" className="settings-card__title">
        {name} Sign In Experience Design
      </h2>
      {!editable && <p className="settings__note">Only Owners and Team Admins can change the sign-in design.</p>}
      <p className="settings-card__subtitle">
        Learners see this design on the sign-in page at {name}
        {verified ? (
          <>
            {' '}
            (
            <a
              href={`${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}/${encodeURIComponent(companySlug)}/passwordless_sign_in`}
              target="_blank"
              rel="noreferrer"
            >
              open it
            </a>
            ).
          </>
        ) : (
          ' once the domain is verified.'
        )}
      </p>
      <Tabs label="Sign-in design" tabs={[{ id: 'sign-in', label: 'Sign In Experience', content: form }]} />
    </section>
  );
}

/** The spec's second address for the same page, /{companySlug}/domains/{domainId}/domain_page_configuration. */
export function AliasRedirect() {
  const { companySlug = '', domainId = '' } = useParams();
  return <Navigate replace to={`/${encodeURIComponent(companySlug)}/settings/domain/${encodeURIComponent(domainId)}/domainConfiguration`} />;
}
