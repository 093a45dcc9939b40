import { Link, NavLink, useLocation } from 'react-router';
import { walkthroughsTab } from './material-display';

export type MaterialsSection = 'walkthroughs' | 'paths' | 'docs' | 'packages';

const LABELS: Record<MaterialsSection, string> = { walkthroughs: 'Walkthroughs', paths: 'Paths', docs: 'Docs', packages: 'SCORM packages' };

/** The Walkthroughs page's lists (spec §2: Path and Walkthroughs with counters, a Videos placeholder), chosen by ?tab=. */
const WALKTHROUGHS_LISTS = [
  { tab: 'paths', label: 'Path', count: 'paths' },
  { tab: 'walkthroughs', label: 'Walkthroughs', count: 'walkthroughs' },
  { tab: 'videos', label: 'Videos', count: null },
] as const;

interface MaterialsTabBarProps {
  companySlug: string;
  section: MaterialsSection;
  /** The list tabs' badges; a count not known (yet) shows no badge. */
  counts?: Partial<Record<MaterialsSection, number>>;
}

function Badge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="materials-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{`${count} ${count === 1 ? 'material' : 'materials'}`}</span>
    </span>
  );
}

/**
 * The kind's one tab bar (spec §2 "Materials tab bar"): the list with a count badge, Manage
 * Access, and (paths, walkthroughs) Audience or (docs) the sample docs table. On the Walkthroughs
 * page the list is three tabs, Path, Walkthroughs and Videos (?tab=), in the same bar: one row of
 * tabs, not a second bar of kinds under the first.
 */
export function MaterialsTabBar({ companySlug, section, counts = {} }: MaterialsTabBarProps) {
  const base = `/${companySlug}/${section}`;
  const location = useLocation();
  const onList = location.pathname.replace(/\/$/, '') === base;
  const current = walkthroughsTab(new URLSearchParams(location.search).get('tab'));
  return (
    <nav className="materials-tabbar" aria-label={`${LABELS[section]} sections`}>
      {section === 'walkthroughs' ? (
        WALKTHROUGHS_LISTS.map((list) => (
          <Link
            key={list.tab}
            to={`${base}?tab=${list.tab}`}
            className="materials-tabbar__link"
            aria-current={onList && current === list.tab ? 'page' : undefined}
            // Switching a tab scrolls to the top (spec §2).
            onClick={() => window.scrollTo({ top: 0 })}
          >
            {list.label}
            <Badge count={list.count ? counts[list.count] : undefined} />
          </Link>
        ))
      ) : (
        <NavLink to={base} end className="materials-tabbar__link">
          {LABELS[section]}
          <Badge count={counts[section]} />
        </NavLink>
      )}
      {/* A package's access list is set from its card (Manage Access there), as every kind's. */}
      {section !== 'packages' && (
        <NavLink to={`${base}/manage-access`} className="materials-tabbar__link">
          Manage Access
        </NavLink>
      )}
      {section === 'docs' && (
        <NavLink to={`${base}/samples`} className="materials-tabbar__link">
          Sample docs
        </NavLink>
      )}
      {(section === 'walkthroughs' || section === 'paths') && (
        <NavLink to={`${base}/audience`} className="materials-tabbar__link">
          Audience
        </NavLink>
      )}
    </nav>
  );
}
