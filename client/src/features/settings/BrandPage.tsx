import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
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
    billing {
      businessFeatures
    }
  }
`;

export function loader() {
  return loadQuery<BrandPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-or-network' });
}

/** Why a Business-plan feature is closed, and the way to open it (Owners upgrade; others ask one). */
export function PlanNote({ feature, owner }: { feature: string; owner: boolean }) {
  const { companySlug = '' } = useParams();
  return (
    <p className="settings__note">
      {feature} are part of the Business plan.{' '}
      {owner ? <Link to={`/${encodeURIComponent(companySlug)}/settings/billing`}>Upgrade in Billing</Link> : 'Ask an Owner of this workspace to upgrade.'}
    </p>
  );
}

/** /{companySlug}/settings/brand — the company's top bar colours (spec §2 "Navigation shell"). */
export function Component() {
  const data = usePreloadedQuery<BrandPageQuery>(query, useLoaderData() as PreloadedQuery<BrandPageQuery>);
  useDocumentTitle('Brand settings');
  const company = data.viewer?.company;
  if (!data.viewer || !company) return null;
  // Brand colours are a Business-plan feature (the server refuses them on Starter).
  const business = data.billing?.businessFeatures ?? false;
  const editable = canEditCompany(data.viewer.role) && business;
  return (
    <>
      {!business && <PlanNote feature="Brand colours" owner={data.viewer.role === 'OWNER'} />}
      {business && !editable && <p className="settings__note">{READ_ONLY_NOTE}</p>}
      <BrandForm company={company} editable={editable} userName={data.viewer.user.name} />
    </>
  );
}
