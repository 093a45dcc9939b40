import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrandForm } from './BrandForm';
import { READ_ONLY_NOTE } from './permissions';

const query = graphql`
  query BrandPageQuery {
    viewer {
      can {
        updateCompany
        manageBilling
      }
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

/**
 * Why a Business-plan feature is closed, and the way to open it: who may change the plan
 * (viewer.can.manageBilling, the Owners) gets the link to Billing; others ask an Owner.
 */
export function PlanNote({ feature, canUpgrade }: { feature: string; canUpgrade: boolean }) {
  const { companySlug = '' } = useParams();
  return (
    <p className="settings__note">
      {feature} are part of the Business plan.{' '}
      {canUpgrade ? <Link to={`/${encodeURIComponent(companySlug)}/settings/billing`}>Upgrade in Billing</Link> : 'Ask an Owner of this workspace to upgrade.'}
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
  const editable = data.viewer.can.updateCompany && business;
  return (
    <>
      {!business && <PlanNote feature="Brand colours" canUpgrade={data.viewer.can.manageBilling} />}
      {business && !editable && <p className="settings__note">{READ_ONLY_NOTE}</p>}
      <BrandForm company={company} editable={editable} userName={data.viewer.user.name} />
    </>
  );
}
