import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, redirect, useLoaderData } from 'react-router';
import type { OnboardingPageQuery } from '../../__generated__/OnboardingPageQuery.graphql';
import { getAuthToken } from '../../relay/auth-token';
import { signOutLocally } from '../../relay/relay-environment';
import { PageLoadError } from '../auth';
import { preload } from '../../relay/preload';
import { OnboardingWizard } from './OnboardingWizard';

const query = graphql`
  query OnboardingPageQuery {
    viewer {
      role
      can {
        manageTeam
      }
      removedFromCompanyName
      user {
        id
        confirmedAt
        hasPassword
        profile {
          firstName
          lastName
          industryName
          industryRole
          jobTitle
          activatedAt
        }
        ...NameStep_user
        ...IndustryStep_user
        ...DetailsStep_user
      }
      company {
        slug
        size
        ...CompanyStep_company
        ...DetailsStep_company
        ...SizeStep_company
      }
    }
    ...IndustryStep_query
    ...SizeStep_query
  }
`;

const SIGN_IN = `/sign_in?next=${encodeURIComponent('/onboarding')}`;

/** Signed-in only; a finished (activated) profile with a company has nothing to onboard and goes to the root. */
export async function loader(): Promise<PreloadedQuery<OnboardingPageQuery>> {
  if (!getAuthToken()) throw redirect(SIGN_IN);
  const { data, queryRef } = await preload<OnboardingPageQuery>(query, {});
  if (!data.viewer) {
    signOutLocally(); // the server no longer accepts the stored token
    throw redirect(SIGN_IN);
  }
  // Someone activated who no longer belongs to any company (removed from it) may create a new one
  // here; everyone else activated has nothing to onboard. Mirrors rootTarget, so the two never loop.
  if (data.viewer.user.profile?.activatedAt && data.viewer.company) throw redirect('/');
  return queryRef;
}

/** /onboarding */
export function Component() {
  const data = usePreloadedQuery<OnboardingPageQuery>(query, useLoaderData() as PreloadedQuery<OnboardingPageQuery>);
  if (!data.viewer) return <Navigate to={SIGN_IN} replace />;
  return <OnboardingWizard data={{ ...data, viewer: data.viewer }} />;
}

export const ErrorBoundary = PageLoadError;
