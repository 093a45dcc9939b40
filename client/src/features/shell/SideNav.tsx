import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import type { SideNav_viewer$key } from '../../__generated__/SideNav_viewer.graphql';
import { Avatar } from '../../ui';
import { HubNavLink } from './HubNavLink';
import { Icon } from './icons';
import { navOpenCookie } from './nav-cookie';
import { activeNavKey, companyHref, NAV_ITEMS } from './nav-items';

interface SideNavProps {
  viewer: SideNav_viewer$key;
  companySlug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the create dialog; absent for roles that cannot create materials (no button then). */
  onCreate?: () => void;
}

/** Side navigation: sections, the collapse toggle (kept in the navOpen cookie), Create New, and the profile block. */
export function SideNav({ viewer, companySlug, open, onOpenChange, onCreate }: SideNavProps) {
  const { user } = useFragment(
    graphql`
      fragment SideNav_viewer on Viewer {
        user {
          name
          email
          profile {
            avatarUrl
          }
        }
      }
    `,
    viewer,
  );
  const { pathname } = useLocation();
  const active = activeNavKey(pathname, companySlug);
  const listId = useId();

  function handleToggle() {
    const next = !open;
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the choice in a cookie (navOpen, 1 day), which the Cookie Store API can't set in every browser we support.
    document.cookie = navOpenCookie(next);
    onOpenChange(next);
  }

  return (
    <aside className="side-nav" aria-label="Sidebar">
      <button
        type="button"
        className="side-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
        title={open ? 'Collapse navigation' : 'Expand navigation'}
        onClick={handleToggle}
      >
        <Icon name={open ? 'chevronLeft' : 'chevronRight'} />
      </button>
      {open && onCreate && (
        <button type="button" className="ui-button ui-button--primary ui-button--md side-nav__create" onClick={onCreate}>
          <Icon name="plus" size={18} />
          Create New
        </button>
      )}
      <nav aria-label="Main">
        <ul id={listId} className="side-nav__list">
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <Link
                to={companyHref(companySlug, item.path)}
                className="side-nav__link"
                aria-current={item.key === active ? 'page' : undefined}
                title={open ? undefined : item.label}
              >
                <Icon name={item.key} />
                <span className={open ? 'side-nav__label' : 'visually-hidden'}>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <HubNavLink companySlug={companySlug} open={open} />
      </nav>
      {open && (
        <section className="side-nav__profile" aria-label="Your profile">
          <div className="side-nav__who">
            <Avatar name={user.name} src={user.profile?.avatarUrl} size="sm" decorative />
            <div className="side-nav__who-text">
              <span className="side-nav__name">{user.name}</span>
              <span className="side-nav__email">{user.email}</span>
            </div>
          </div>
          <ul className="side-nav__profile-links">
            <li>
              <Link to={companyHref(companySlug, '/settings/profile')} className="side-nav__link side-nav__link--small">
                <Icon name="user" size={18} />
                Profile
              </Link>
            </li>
            <li>
              <Link to="/sign_out" className="side-nav__link side-nav__link--small">
                <Icon name="signOut" size={18} />
                Sign Out
              </Link>
            </li>
          </ul>
        </section>
      )}
    </aside>
  );
}
