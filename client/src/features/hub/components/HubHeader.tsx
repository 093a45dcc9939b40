import { Link } from 'react-router';
import { Avatar } from '../../../ui';

export type HubHeaderProps = {
  company: {
    name: string;
    slug: string;
    logoUrl: string | null | undefined;
    topBarBackground: string | null | undefined;
    topBarText: string | null | undefined;
  };
  learner:
    | { email: string; firstName: string | null | undefined; lastName: string | null | undefined; avatarUrl: string | null | undefined }
    | null
    | undefined;
};

/** The hub's top bar in the company's colours: its logo (to the hub's home) and who is signed in. */
export function HubHeader({ company, learner }: HubHeaderProps) {
  const home = `/${encodeURIComponent(company.slug)}`;
  const name = learner ? [learner.firstName, learner.lastName].filter(Boolean).join(' ') || learner.email : '';
  return (
    <header className="hub-header" style={{ background: company.topBarBackground ?? undefined, color: company.topBarText ?? undefined }}>
      <Link to={home} className="hub-header__home">
        {company.logoUrl ? (
          <img src={company.logoUrl} alt={`${company.name} home`} className="hub-header__logo" />
        ) : (
          <span className="hub-header__name">{company.name}</span>
        )}
      </Link>
      <nav aria-label="Account" className="hub-header__account">
        {learner ? (
          <>
            <span className="hub-header__learner">
              <Avatar name={name} src={learner.avatarUrl} size="sm" decorative />
              <span>{name}</span>
            </span>
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
