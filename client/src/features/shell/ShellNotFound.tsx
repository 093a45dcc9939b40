import { NotFoundMessage } from '../../ui';
import { useShellContext } from './shell-context';

/** An address inside a workspace that no page matches: the message inside the app's navigation. */
export function Component() {
  const { companySlug } = useShellContext();
  return <NotFoundMessage homeTo={`/${encodeURIComponent(companySlug)}/dashboard`} homeLabel="Go to the dashboard" />;
}
