/**
 * /{companySlug}/passwordless_sign_in (audience.md §2 "Magic-link sign-in page", §4, §5).
 *
 * Without a token: the form (Email Address, SEND LINK → "Sending..." → "Check your Email!"), then
 * a box for the 6-digit code of the mail. With `?token=` (the mailed link): a "Continue" button;
 * only pressing it spends the link, so a mail scanner that opens the link signs no one in.
 * `?next=` (a page of this hub, e.g. the material whose Sign in was pressed) is where the
 * learner lands after signing in, by the code here or by the mailed link (which carries it).
 */
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import type { MagicLinkPageDesignQuery } from '../../../__generated__/MagicLinkPageDesignQuery.graphql';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hubReturnPath } from '../../../lib/next-path';
import { isEmail } from '../../../lib/validation';
import { Button, TextField } from '../../../ui';
import { getHubEnvironment, resetHubEnvironment } from '../hub-environment';
import { useRequestMagicLinkMutation } from '../mutations/useRequestMagicLinkMutation';
import { useRedeemMagicLinkCodeMutation, useRedeemMagicLinkMutation } from '../mutations/useRedeemMagicLinkMutation';
import '../hub.css';

export function Component() {
  return (
    <RelayEnvironmentProvider environment={getHubEnvironment()}>
      <Suspense fallback={<div className="hub-signin" aria-busy="true" />}>
        <MagicLinkPage />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}

/**
 * On a company's custom domain, its sign-in design (settings → Domain → Sign In Experience
 * Design): company name and logo above the card, the heading and sub headline in place of the
 * spec's, and the custom CSS as a stylesheet of this host, which styles only what is inside
 * `.signin-design` (the server scoped and sanitised it). Elsewhere `signInDesign` is null.
 */
const designQuery = graphql`
  query MagicLinkPageDesignQuery($slug: String!) {
    hub(companySlug: $slug) {
      name
      signInDesign {
        companyName
        headingText
        subHeadingText
        logoUrl
        stylesheetUrl
      }
    }
  }
`;

type Design = { headingText: string; subHeadingText: string } | null | undefined;

function MagicLinkPage() {
  const { companySlug = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle('Sign in');
  const home = `/${encodeURIComponent(companySlug)}`;
  const returnTo = hubReturnPath(params.get('next'), companySlug);
  const { hub } = useLazyLoadQuery<MagicLinkPageDesignQuery>(designQuery, { slug: companySlug }, { fetchPolicy: 'store-or-network' });
  const design = hub?.signInDesign;
  const brandName = design?.companyName || null;
  return (
    <div className="hub-signin signin-design">
      {design?.stylesheetUrl && <link rel="stylesheet" href={design.stylesheetUrl} precedence="signin-design" />}
      <main className="hub-signin__card">
        {design && (brandName || design.logoUrl) && (
          <div className="hub-signin__brand">
            {design.logoUrl && <img src={design.logoUrl} alt={brandName ? `${brandName} logo` : `${hub?.name ?? ''} logo`} className="hub-signin__logo" />}
            {brandName && <p className="hub-signin__company">{brandName}</p>}
          </div>
        )}
        {token ? (
          <ContinueSignIn token={token} home={returnTo ?? home} />
        ) : (
          <RequestLink companySlug={companySlug} home={returnTo ?? home} returnTo={returnTo} design={design} />
        )}
        <p className="hub-signin__back">
          <Link to={home}>Back to the hub</Link>
        </p>
      </main>
    </div>
  );
}

/** After a sign-in: a fresh store (nothing of the visitor's view stays), then the page asked for (the hub's home by default). */
function useSignedIn(home: string) {
  const navigate = useNavigate();
  return () => {
    resetHubEnvironment();
    navigate(home, { replace: true });
  };
}

function ContinueSignIn({ token, home }: { token: string; home: string }) {
  const [redeem, busy] = useRedeemMagicLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const signedIn = useSignedIn(home);
  async function handleContinue() {
    setError(null);
    try {
      const { redeemMagicLink: result } = await redeem({ input: { token } });
      if (result.__typename === 'LearnerSignInPayload') signedIn();
      else
        setError(
          result.__typename === 'ValidationError'
            ? (result.fieldErrors?.[0]?.messages[0] ?? result.message ?? null)
            : (result.message ?? 'Something went wrong.'),
        );
    } catch (caught) {
      setError(networkErrorMessage(caught));
    }
  }
  return (
    <>
      <h1 className="hub-signin__title">Sign in</h1>
      <p>Press Continue to sign in with the link from your mail.</p>
      {error && (
        <p role="alert" className="hub-signin__error">
          {error}
        </p>
      )}
      <Button type="button" loading={busy} onClick={handleContinue}>
        Continue
      </Button>
      {error && (
        <p>
          <Link to="?">Ask for a new link</Link>
        </p>
      )}
    </>
  );
}

/** The spec's messages (audience.md §5), on leaving the field and on submit. */
const emailProblem = (value: string) => (!value.trim() ? 'Email is required' : isEmail(value) ? null : 'Invalid email address');

function RequestLink({ companySlug, home, returnTo, design }: { companySlug: string; home: string; returnTo: string | null; design: Design }) {
  const [request, sending] = useRequestMagicLinkMutation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const valid = isEmail(email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setErrors({ fields: { email: problem }, form: null });
    setErrors(NO_ERRORS);
    try {
      const { requestMagicLink: result } = await request({ input: { companySlug, email: email.trim(), returnTo } });
      if (result.__typename === 'MessagePayload') setSentTo(email.trim());
      else setErrors(toFormErrors(result, { email: 'Email' }));
    } catch {
      setErrors({ fields: {}, form: 'Error sending magic link' });
    }
  }

  if (sentTo) {
    return (
      <>
        <h1 className="hub-signin__title">Check your Email!</h1>
        <p role="status">We've sent a new login link to your email inbox. Please click the link in the button to sign in.</p>
        <EnterCode companySlug={companySlug} email={sentTo} home={home} />
        <p>
          <button type="button" className="hub-link-button" onClick={() => setSentTo(null)}>
            Use another email or send a new link
          </button>
        </p>
      </>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="hub-signin__form">
      <h1 className="hub-signin__title">{design?.headingText || 'Looks like you need a new link'}</h1>
      <p className="hub-signin__sub">{design?.subHeadingText || "Enter your email address and we'll send you a new link to sign in"}</p>
      <TextField
        label="Email Address"
        // Text with an e-mail keyboard: the browser's own type=email message would replace the spec's.
        type="text"
        inputMode="email"
        name="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        validate={emailProblem}
        error={errors.fields.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors(NO_ERRORS);
        }}
      />
      {errors.form && (
        <p role="alert" className="hub-signin__error">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={sending || !valid} loading={sending}>
        {sending ? 'Sending...' : 'SEND LINK'}
      </Button>
    </form>
  );
}

/** The code from the mail, for when the link opens on another device or not at all. */
function EnterCode({ companySlug, email, home }: { companySlug: string; email: string; home: string }) {
  const [redeem, busy] = useRedeemMagicLinkCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signedIn = useSignedIn(home);
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6 digits from the mail.');
    setError(null);
    try {
      const { redeemMagicLinkCode: result } = await redeem({ input: { companySlug, email, code: code.trim() } });
      if (result.__typename === 'LearnerSignInPayload') signedIn();
      else
        setError(
          result.__typename === 'ValidationError'
            ? (result.fieldErrors?.[0]?.messages[0] ?? result.message ?? null)
            : (result.message ?? 'Something went wrong.'),
        );
    } catch (caught) {
      setError(networkErrorMessage(caught));
    }
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="hub-signin__form">
      <TextField
        label="Or type the code from the mail"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Sign in with the code
      </Button>
    </form>
  );
}
