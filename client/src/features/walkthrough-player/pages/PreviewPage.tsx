/**
 * /{companySlug}/walkthroughs/{slug}/preview (and docs): the draft as learners would see it, from
 * the editor's Preview. Minimal chrome: a "Preview" label and the way back to the editor. Staff
 * only: the loader checks the session and the company like the app shell does.
 */
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PreviewPageQuery } from '../../../__generated__/PreviewPageQuery.graphql';
import type { PreviewPageShellQuery } from '../../../__generated__/PreviewPageShellQuery.graphql';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { loadShell } from '../../shell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PreviewFrame } from '../../../kit/frames';
import { MaterialPlayer } from './MaterialPlayer';
import './pages.css';
import { type PlayerSection, SECTIONS, sectionShowsKind } from './sections';

const shellQuery = graphql`
  query PreviewPageShellQuery($slug: String!) {
    viewer {
      company {
        id
      }
    }
    companyBySlug(slug: $slug) {
      canonicalSlug
      isAlias
      company {
        id
      }
    }
  }
`;

const query = graphql`
  query PreviewPageQuery($slug: String!) {
    material(slug: $slug) {
      name
      kind
      editPath
      steps {
        ...usePlayerSteps_steps
      }
      config {
        ...usePlayerConfig_config
      }
    }
  }
`;

export function previewRoute(section: PlayerSection) {
  async function loader({ params, request }: LoaderFunctionArgs) {
    // The draft loads while the session is checked; a redirect (signed out, another company) drops it.
    const page = loadQuery<PreviewPageQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'network-only' });
    try {
      (await loadShell<PreviewPageShellQuery>(shellQuery, request, params.companySlug ?? '')).dispose();
    } catch (redirectOrError) {
      page.dispose();
      throw redirectOrError;
    }
    return page;
  }

  function Component() {
    const data = usePreloadedQuery<PreviewPageQuery>(query, useLoaderData() as PreloadedQuery<PreviewPageQuery>);
    const material = data.material && sectionShowsKind(section, data.material.kind) ? data.material : null;
    useDocumentTitle(material ? `Preview: ${material.name}` : 'Not found');
    return (
      <PreviewFrame editPath={material?.editPath ?? null} missing={SECTIONS[section].missing}>
        {material && <MaterialPlayer name={material.name} mode="preview" steps={material.steps} config={material.config} />}
      </PreviewFrame>
    );
  }

  return { loader, Component };
}
