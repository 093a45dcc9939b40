import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../ui';
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
    | { email: string; firstName: string | null | undefined; lastName: string | null | undefined; avatarUrl: string | null | undefined }
    | null
    | undefined;
};

/** The hub's top bar in the company's colours: its logo (to the hub's home), who is signed in, My Account and Sign out. */
export function HubHeader({ company, learner }: HubHeaderProps) {
  const [accountOpen, setAccountOpen] = useState(false);
  const home = `/${encodeURIComponent(company.slug)}`;
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
            <Link to={`${home}/sign_out`} className="hub-header__link">
              Sign out
            </Link>
          </>
        ) : (
          <Link to={`${home}/passwordless_sign_in`} className="hub-header__link hub-header__link--primary">
            Sign in as a Learner
          </Link>
        )}
      </nav>
    </header>
  );
}
