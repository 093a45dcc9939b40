import { graphql, useFragment } from 'react-relay';
import { useShellContext } from './shell-context';
import { useDocumentTitle } from '../../lib/use-document-title';

interface SectionPageProps {
  title: string;
  /** Shows "Hi {first name}" under the title (the dashboard). */
  greet?: boolean;
}

/**
 * Stand-in for the sections later features build (dashboard, audiences, materials lists,
 * docs, messages): the page title and an honest note. Replaced route by route.
 */
export function SectionPage({ title, greet = false }: SectionPageProps) {
  const { viewer } = useShellContext();
  const { user } = useFragment(
    graphql`
      fragment SectionPage_viewer on Viewer {
        user {
          name
          profile {
            firstName
          }
        }
      }
    `,
    viewer,
  );
  useDocumentTitle(title);
  const firstName = user.profile?.firstName?.trim() || user.name;
  return (
    <div className="section-page">
      <h1>{title}</h1>
      {greet && <p className="section-page__greeting">Hi {firstName}</p>}
      <p className="section-page__note">This section is being built and is not available yet.</p>
    </div>
  );
}
