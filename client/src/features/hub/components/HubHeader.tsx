import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hubReturnPath, learnerSignInPath } from '../../../lib/next-path';
import { Avatar, ConfirmDialog } from '../../../ui';
import { outboxKey, waitingWrites } from '../progress/outbox';
import { MyAccountModal } from './MyAccountModal';

export type HubHeaderProps = {
  company: {
    name: string;
    slug: string;
    logoUrl: string | null | undefined;
    topBarBackground: string | null | undefined;
    topBarText: string | null | undefined;
    /** On a custom domain with a sign-in design: its company name and logo replace the company's. */
    signInDesign?: { companyName: string; logoUrl: string | null | undefined } | null;
  };
  learner:
    | { id: string; email: string; firstName: string | null | undefined; lastName: string | null | undefined; avatarUrl: string | null | undefined }
    | null
    | undefined;
};

/**
 * The hub's top bar in the company's colours: its logo (to the hub's home), who is signed in, My
 * Account and Sign out. Sign out asks first when some of the learner's progress is still waiting
 * on this device (offline, or the server unreachable): signing out keeps it there, unsent, until
 * they sign in here again.
 */
export function HubHeader({ company, learner }: HubHeaderProps) {
  const [accountOpen, setAccountOpen] = useState(false);
  const [unsaved, setUnsaved] = useState(0);
  const navigate = useNavigate();
  const home = `/${encodeURIComponent(company.slug)}`;
  const here = useLocation();
  // Signing in comes back to this page of the hub (its home needs no saying: it is the default).
  const back = here.pathname === home ? null : hubReturnPath(`${here.pathname}${here.search}`, company.slug);
  const name = learner ? [learner.firstName, learner.lastName].filter(Boolean).join(' ') || learner.email : '';
  const brandName = company.signInDesign?.companyName || company.name;
  const logoUrl = company.signInDesign?.logoUrl || company.logoUrl;
  return (
    <header className="hub-header" style={{ background: company.topBarBackground ?? undefined, color: company.topBarText ?? undefined }}>
      <Link to={home} className="hub-header__home">
        {logoUrl ? <img src={logoUrl} alt={`${brandName} home`} className="hub-header__logo" /> : <span className="hub-header__name">{brandName}</span>}
      </Link>
      <nav aria-label="Account" className="hub-header__account">
        {learner ? (
          <>
            <span className="hub-header__learner">
              <Avatar name={name} src={learner.avatarUrl} size="sm" decorative />
              <span>{name}</span>
            </span>
            <button type="button" className="hub-header__link hub-header__button" aria-haspopup="dialog" onClick={() => setAccountOpen(true)}>
              My Account
            </button>
            <MyAccountModal open={accountOpen} onClose={() => setAccountOpen(false)} />
            <Link
              to={`${home}/sign_out`}
              className="hub-header__link"
              onClick={(event) => {
                const waiting = waitingWrites(outboxKey(company.slug, learner.id));
                if (waiting === 0) return;
                event.preventDefault();
                setUnsaved(waiting);
              }}
            >
              Sign out
            </Link>
            <ConfirmDialog
              open={unsaved > 0}
              title="Some of your progress isn't saved yet"
              message={`${unsaved} ${unsaved === 1 ? "change hasn't" : "changes haven't"} reached the server yet. If you sign out now, ${unsaved === 1 ? 'it stays' : 'they stay'} on this device and ${unsaved === 1 ? 'is' : 'are'} sent the next time you sign in here.`}
              cancelLabel="Stay signed in"
              confirmLabel="Sign out anyway"
              onCancel={() => setUnsaved(0)}
              onConfirm={() => {
                setUnsaved(0);
                navigate(`${home}/sign_out`);
              }}
            />
          </>
        ) : (
          <Link to={learnerSignInPath(company.slug, back)} className="hub-header__link hub-header__link--primary">
            Sign in as a Learner
          </Link>
        )}
      </nav>
    </header>
  );
}
