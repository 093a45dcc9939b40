import { useOutletContext } from 'react-router';
import type { SectionPage_viewer$key } from '../../__generated__/SectionPage_viewer.graphql';

/** What the staff shell hands to the page it renders (react-router outlet context). */
export interface ShellOutletContext {
  companySlug: string;
  companyName: string;
  viewer: SectionPage_viewer$key;
}

/** The current company's slug and name, and the viewer fragment for the placeholder pages. */
export function useShellContext(): ShellOutletContext {
  return useOutletContext<ShellOutletContext>();
}
