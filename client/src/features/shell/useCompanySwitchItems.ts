import { graphql, useFragment } from 'react-relay';
import type { useCompanySwitchItems_viewer$key } from '../../__generated__/useCompanySwitchItems_viewer.graphql';
import type { MenuItem } from '../../ui';
import { companyHref } from './nav-items';

export const SWITCH_COMPANY_GROUP = 'Switch company';

/**
 * The avatar menu's "Switch company" entries, for people in more than one company: each company
 * by name, linking to its dashboard (the shell's loader switches the session when it opens a
 * company the session does not act for). The current company is marked and not clickable.
 */
export function useCompanySwitchItems(
  viewerRef: useCompanySwitchItems_viewer$key,
  currentSlug: string,
  link: (key: string, label: string, href: string) => MenuItem,
): MenuItem[] {
  const { memberships } = useFragment(
    graphql`
      fragment useCompanySwitchItems_viewer on Viewer {
        memberships(first: 50) {
          totalCount
          edges {
            node {
              id
              company {
                name
                slug
              }
            }
          }
        }
      }
    `,
    viewerRef,
  );
  if (memberships.totalCount <= 1) return [];
  return memberships.edges.map(({ node }) => {
    const current = node.company.slug === currentSlug;
    const item = link(`company-${node.id}`, node.company.name, companyHref(node.company.slug, '/dashboard'));
    return current ? { ...item, group: SWITCH_COMPANY_GROUP, current, disabled: true, href: undefined } : { ...item, group: SWITCH_COMPANY_GROUP };
  });
}
