import { useOutletContext } from 'react-router';

/** What the staff shell hands to the page it renders (react-router outlet context). */
export interface ShellOutletContext {
  companySlug: string;
  companyName: string;
}

/** The current company's slug and name. */
export function useShellContext(): ShellOutletContext {
  return useOutletContext<ShellOutletContext>();
}
