import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { WorkspacePageQuery } from '../../__generated__/WorkspacePageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HubAddressPanel } from '../shell';
import { READ_ONLY_NOTE } from './permissions';
import { WorkspaceForm } from './WorkspaceForm';

const query = graphql`
  query WorkspacePageQuery {
    viewer {
      can {
        updateCompany
      }
      company {
        ...WorkspaceForm_company
      }
    }
  }
`;

export function loader() {
  return loadQuery<WorkspacePageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-or-network' });
}

/** /{companySlug}/settings/workspace — the workspace name, which is the company's URL segment. */
export function Component() {
  const data = usePreloadedQuery<WorkspacePageQuery>(query, useLoaderData() as PreloadedQuery<WorkspacePageQuery>);
  // The shell loaded this page under the company's canonical slug (aliases redirect there).
  const { companySlug = '' } = useParams();
  useDocumentTitle('Workspace settings');
  const company = data.viewer?.company;
  if (!company) return null;
  const editable = data.viewer?.can.updateCompany ?? false;
  return (
    <>
      {!editable && <p className="settings__note">{READ_ONLY_NOTE}</p>}
      <WorkspaceForm company={company} editable={editable} />
      <HubAddressPanel companySlug={companySlug} intro="Your learners find your published materials and sign in here. It changes with the workspace name." />
    </>
  );
}
