import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NavLink, Outlet, useLoaderData, useParams } from 'react-router';
import type { SettingsLayoutQuery, SettingsLayoutQuery$data } from '../../__generated__/SettingsLayoutQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import './settings.css';

type Can = NonNullable<SettingsLayoutQuery$data['viewer']>['can'];

/**
 * The entries; one with `can` shows only to whom viewer.can says yes, one for `owners` only to
 * Owners (its page refuses the others too).
 */
const SECTIONS: readonly { path: string; label: string; can?: keyof Can; owners?: true }[] = [
  { path: 'profile', label: 'Profile' },
  { path: 'company', label: 'Company' },
  { path: 'workspace', label: 'Workspace' },
  { path: 'brand', label: 'Brand' },
  { path: 'team', label: 'Team' },
  { path: 'domain', label: 'Domain' },
  { path: 'billing', label: 'Billing' },
  { path: 'api', label: 'API', can: 'manageApiTokens' },
  // viewer.can has no webhooks flag: manageApiTokens is exactly Owners and Team Admins, the roles
  // that may read and manage webhooks (server/src/auth/permissions.ts).
  { path: 'webhooks', label: 'Webhooks', can: 'manageApiTokens' },
  // The same for LTI platforms (integrations.* in server/src/auth/permissions.ts).
  { path: 'lti', label: 'LTI', can: 'manageApiTokens' },
  // And for LRS forwarding (integrations.*).
  { path: 'lrs-forwarding', label: 'LRS forwarding', can: 'manageApiTokens' },
  // viewer.can has no audit log flag: the server lets Owners alone read it (audit.read in
  // server/src/auth/permissions.ts), so this entry compares viewer.role with OWNER.
  { path: 'audit-log', label: 'Audit log', owners: true },
];

const query = graphql`
  query SettingsLayoutQuery {
    viewer {
      role
      can {
        manageApiTokens
      }
    }
  }
`;

export function loader() {
  return loadQuery<SettingsLayoutQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-or-network' });
}

/** Settings title and sub-navigation around the current settings page. */
export function Component() {
  const { companySlug = '' } = useParams();
  const data = usePreloadedQuery<SettingsLayoutQuery>(query, useLoaderData() as PreloadedQuery<SettingsLayoutQuery>);
  const can = data.viewer?.can;
  const owner = data.viewer?.role === 'OWNER';
  return (
    <div className="settings">
      <h1 className="settings__title">Settings</h1>
      <nav aria-label="Settings" className="settings__nav">
        <ul>
          {SECTIONS.filter((section) => (!section.can || can?.[section.can]) && (!section.owners || owner)).map((section) => (
            <li key={section.path}>
              <NavLink to={`/${encodeURIComponent(companySlug)}/settings/${section.path}`} className="settings__nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
