/**
 * /embed/{companySlug}/paths/{slug}: a published path for viewers outside the app — its share
 * address opened signed out (or from another company), and iframes (served with
 * `frame-ancestors *`). It reads publishedPath, which answers for published Public and "User Info
 * Required" paths, without the correct answers. Signing in and answering are the hub's.
 */
import { learnerSignInPath } from '../../../lib/next-path';
import { configOr, pathConfig, trustedPathSteps } from '@learnhub/content';
import { useMemo } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import type { PathPublicPageQuery } from '../../../__generated__/PathPublicPageQuery.graphql';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PathView } from '../PathView';

const query = graphql`
  query PathPublicPageQuery($companySlug: String!, $slug: String!) {
    publishedPath(companySlug: $companySlug, slug: $slug) {
      name
      data
      config
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const variables = { companySlug: params.companySlug ?? '', slug: params.slug ?? '' };
  return loadQuery<PathPublicPageQuery>(getRelayEnvironment(), query, variables, { fetchPolicy: 'network-only' });
}

function Message({ text }: { text: string }) {
  return (
    <main className="app-message-page">
      <h1>{text}</h1>
    </main>
  );
}

export function Component() {
  const data = usePreloadedQuery<PathPublicPageQuery>(query, useLoaderData() as PreloadedQuery<PathPublicPageQuery>);
  const { companySlug = '', slug = '' } = useParams();
  const path = data.publishedPath;
  const steps = useMemo(() => trustedPathSteps(path?.data), [path?.data]);
  const config = useMemo(() => configOr(path?.config, pathConfig), [path?.config]);
  useDocumentTitle(path?.name ?? 'Not available');
  if (!path) return <Message text="This path isn't available." />;
  return (
    <main>
      <PathView
        name={path.name}
        steps={steps}
        config={config}
        signedInAs={null}
        signInHref={learnerSignInPath(companySlug, `/${encodeURIComponent(companySlug)}/hub/${encodeURIComponent(slug)}`)}
        publicCompanySlug={companySlug}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <Message text="This path couldn't be loaded. Please try again later." />;
}
