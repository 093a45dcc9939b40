import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CompanyPageQuery } from '../../__generated__/CompanyPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompanyForm } from './CompanyForm';
import { CompanyImages } from './CompanyImages';
import { READ_ONLY_NOTE } from './permissions';

const query = graphql`
  query CompanyPageQuery {
    viewer {
      can {
        updateCompany
      }
      company {
        ...CompanyForm_company
        ...CompanyImages_company
      }
    }
    ...CompanyForm_query
  }
`;

export function loader() {
  return loadQuery<CompanyPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-or-network' });
}

/** /{companySlug}/settings/company — company name, website, size, default logo and favicon. */
export function Component() {
  const data = usePreloadedQuery<CompanyPageQuery>(query, useLoaderData() as PreloadedQuery<CompanyPageQuery>);
  useDocumentTitle('Company settings');
  const company = data.viewer?.company;
  if (!company) return null;
  const editable = data.viewer?.can.updateCompany ?? false;
  return (
    <>
      {!editable && <p className="settings__note">{READ_ONLY_NOTE}</p>}
      <CompanyForm company={company} query={data} editable={editable} />
      <CompanyImages company={company} editable={editable} />
    </>
  );
}
