/**
 * /embed/{companySlug}/walkthroughs/{slug} (and docs): the player alone, for an iframe on another
 * site (the server sends these pages with `frame-ancestors *`). No app chrome and no sign-in: it
 * reads publishedWalkthrough, which answers for published Public / User Info Required materials.
 */
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { EmbedPageQuery } from '../../../__generated__/EmbedPageQuery.graphql';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MaterialPlayer } from './MaterialPlayer';
import { type PlayerSection, sectionShowsKind } from './sections';
import './pages.css';

const query = graphql`
  query EmbedPageQuery($companySlug: String!, $slug: String!) {
    publishedWalkthrough(companySlug: $companySlug, slug: $slug) {
      name
      kind
      steps {
        ...usePlayerSteps_steps
      }
      config {
        ...usePlayerConfig_config
      }
    }
  }
`;

export const UNAVAILABLE = "This walkthrough isn't available.";

/** The message an embed shows instead of the player (unavailable, or failed to load). */
export function EmbedMessage({ message }: { message: string }) {
  return (
    <main className="embed-page embed-page--message">
      <h1>{message}</h1>
    </main>
  );
}

export function embedRoute(section: PlayerSection) {
  function loader({ params }: LoaderFunctionArgs) {
    const variables = { companySlug: params.companySlug ?? '', slug: params.slug ?? '' };
    return loadQuery<EmbedPageQuery>(getRelayEnvironment(), query, variables, { fetchPolicy: 'network-only' });
  }

  function Component() {
    const data = usePreloadedQuery<EmbedPageQuery>(query, useLoaderData() as PreloadedQuery<EmbedPageQuery>);
    const material = data.publishedWalkthrough && sectionShowsKind(section, data.publishedWalkthrough.kind) ? data.publishedWalkthrough : null;
    useDocumentTitle(material?.name ?? 'Not available');
    if (!material) return <EmbedMessage message={UNAVAILABLE} />;
    return (
      <main className="embed-page">
        <MaterialPlayer name={material.name} mode="embed" steps={material.steps} config={material.config} />
      </main>
    );
  }

  function ErrorBoundary() {
    return <EmbedMessage message="This walkthrough couldn't be loaded. Please try again later." />;
  }

  return { loader, Component, ErrorBoundary };
}
