import { NavLink } from 'react-router';

export type MaterialsSection = 'walkthroughs' | 'paths' | 'docs';

const LABELS: Record<MaterialsSection, string> = { walkthroughs: 'Walkthroughs', paths: 'Paths', docs: 'Docs' };

interface MaterialsTabBarProps {
  companySlug: string;
  section: MaterialsSection;
  /** The badge of the list tab; unknown on the Manage Access page until its data arrives. */
  count?: number;
}

/** The kind's tabs (spec §2 "Materials tab bar"): the list with a count badge, Manage Access, and (paths, walkthroughs) Audience or (docs) the sample docs table. */
export function MaterialsTabBar({ companySlug, section, count }: MaterialsTabBarProps) {
  const base = `/${companySlug}/${section}`;
  return (
    <nav className="materials-tabbar" aria-label={`${LABELS[section]} sections`}>
      <NavLink to={base} end className="materials-tabbar__link">
        {LABELS[section]}
        {count !== undefined && (
          <span className="materials-badge">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{`${count} ${count === 1 ? 'material' : 'materials'}`}</span>
          </span>
        )}
      </NavLink>
      <NavLink to={`${base}/manage-access`} className="materials-tabbar__link">
        Manage Access
      </NavLink>
      {section === 'docs' && (
        <NavLink to={`${base}/samples`} className="materials-tabbar__link">
          Sample docs
        </NavLink>
      )}
      {section !== 'docs' && (
        <NavLink to={`${base}/audience`} className="materials-tabbar__link">
          Audience
        </NavLink>
      )}
    </nav>
  );
}
