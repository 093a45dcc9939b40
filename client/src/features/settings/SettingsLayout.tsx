import { NavLink, Outlet, useParams } from 'react-router';
import './settings.css';

const SECTIONS = [
  { path: 'profile', label: 'Profile' },
  { path: 'company', label: 'Company' },
  { path: 'workspace', label: 'Workspace' },
  { path: 'brand', label: 'Brand' },
  { path: 'team', label: 'Team' },
  { path: 'domain', label: 'Domain' },
  { path: 'billing', label: 'Billing' },
] as const;

/** Settings title and sub-navigation around the current settings page. */
export function Component() {
  const { companySlug = '' } = useParams();
  return (
    <div className="settings">
      <h1 className="settings__title">Settings</h1>
      <nav aria-label="Settings" className="settings__nav">
        <ul>
          {SECTIONS.map((section) => (
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
