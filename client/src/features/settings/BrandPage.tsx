import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import { getRelayEnvironment } from '../../app/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrandForm } from './BrandForm';
import { canEditCompany, READ_ONLY_NOTE } from './permissions';

const query = graphql`
  query BrandPageQuery {
    viewer {
      role
      user {
        name
      }
      company {
        ...BrandForm_company
      }
    }
  }
`;

export function loader() {
  return loadQuery<BrandPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-or-network' });
}

/** /{companySlug}/settings/brand — the company's top bar colours (spec §2 "Navigation shell"). */
export function Component() {
  const data = usePreloadedQuery<BrandPageQuery>(query, useLoaderData() as PreloadedQuery<BrandPageQuery>);
  useDocumentTitle('Brand settings');
  const company = data.viewer?.company;
  if (!data.viewer || !company) return null;
  const editable = canEditCompany(data.viewer.role);
  return (
    <>
      {!editable && <p className="settings__note">{READ_ONLY_NOTE}</p>}
      <BrandForm company={company} editable={editable} userName={data.viewer.user.name} />
    </>
  );
}
