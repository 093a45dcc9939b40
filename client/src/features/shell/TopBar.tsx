import type { MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { NavLink, useNavigate } from 'react-router';
import type { TopBar_viewer$key } from '../../__generated__/TopBar_viewer.graphql';
import type { useTopBarStyle_company$key } from '../../__generated__/useTopBarStyle_company.graphql';
import { Avatar, Menu, type MenuItem } from '../../ui';
import { useMediaQuery } from '../../lib/use-media-query';
import { Icon } from './icons';
import { companyHref } from './nav-items';
import { useTopBarStyle } from './useTopBarStyle';
import { useCompanySwitchItems } from './useCompanySwitchItems';

interface TopBarProps {
  viewer: TopBar_viewer$key;
  /** The company whose brand colours the bar wears. */
  company: useTopBarStyle_company$key;
  companySlug: string;
  /** Opens the create dialog; absent for roles that cannot create materials (no button then). */
  onCreate?: () => void;
}

// Pages of the route table that are not in the side navigation.
const TOP_LINKS = [
  { label: 'Learning materials', path: '/learning_materials' },
  { label: 'Docs', path: '/docs' },
  { label: 'SCORM packages', path: '/packages' },
  { label: 'Messages', path: '/messages' },
] as const;

/** Matches shell.css: below this width the quick links live in the avatar menu. */
const NARROW_TOP_BAR = '(max-width: 899.98px)';

/** Top navigation bar; colours come from the --topbar-* variables (company-configurable, spec §2). */
export function TopBar({ viewer, company, companySlug, onCreate }: TopBarProps) {
  const data = useFragment(
    graphql`
      fragment TopBar_viewer on Viewer {
        user {
          name
          profile {
            avatarUrl
          }
        }
        ...useCompanySwitchItems_viewer
      }
    `,
    viewer,
  );
  const { user } = data;
  const navigate = useNavigate();
  const colorStyle = useTopBarStyle(company);
  // Below 900px the quick links leave the bar (it would overflow) and join the avatar menu.
  const narrow = useMediaQuery(NARROW_TOP_BAR);

  // Menu items are real links (open in a new tab works); a plain click navigates client-side.
  const link = (key: string, label: string, href: string, tone?: MenuItem['tone']): MenuItem => ({
    key,
    label,
    href,
    tone,
    onSelect: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      navigate(href);
    },
  });

  const switchItems = useCompanySwitchItems(data, companySlug, link);

  const items: MenuItem[] = [
    ...(narrow ? TOP_LINKS.map((item) => link(`quick-${item.path}`, item.label, companyHref(companySlug, item.path))) : []),
    link('profile', 'Profile', companyHref(companySlug, '/settings/profile')),
    link('company', 'Company settings', companyHref(companySlug, '/settings/company')),
    link('team', 'Team', companyHref(companySlug, '/settings/team')),
    ...switchItems,
    link('logout', 'Logout', '/sign_out', 'danger'),
  ];

  return (
    <header className="top-bar" style={colorStyle}>
      <NavLink to="/" className="top-bar__logo">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>LearnHub</span>
      </NavLink>
      <nav aria-label="Quick links" className="top-bar__nav">
        <ul>
          {TOP_LINKS.map((item) => (
            <li key={item.path}>
              <NavLink to={companyHref(companySlug, item.path)} className="top-bar__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="top-bar__actions">
        {onCreate && (
          <button type="button" className="top-bar__create" onClick={onCreate}>
            <Icon name="plus" size={18} />
            Create
          </button>
        )}
        <Menu
          label={`Account menu for ${user.name}`}
          triggerClassName="top-bar__account"
          items={items}
          trigger={
            <>
              <Avatar name={user.name} src={user.profile?.avatarUrl} size="sm" decorative />
              <span className="top-bar__name">{user.name}</span>
              <span className="top-bar__caret" aria-hidden="true">
                ▾
              </span>
            </>
          }
        />
      </div>
    </header>
  );
}
