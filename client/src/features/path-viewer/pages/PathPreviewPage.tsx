/**
 * /{companySlug}/paths/{slug}/preview: the draft as learners will see it, from the editor's
 * preview (eye) button. Staff only: the loader checks the session and the company like the shell.
 */
import { configOr, pathConfig, trustedPathSteps } from '@learnhub/content';
import { useMemo } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PathPreviewPageQuery } from '../../../__generated__/PathPreviewPageQuery.graphql';
import type { PathPreviewPageShellQuery } from '../../../__generated__/PathPreviewPageShellQuery.graphql';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { knownKind } from '../../../kinds';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadShell } from '../../shell';
import { PreviewFrame } from '../../../kit/frames';
import { PathView } from '../PathView';

const shellQuery = graphql`
  query PathPreviewPageShellQuery($slug: String!) {
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
  query PathPreviewPageQuery($slug: String!) {
    viewer {
      user {
        name
      }
    }
    material(slug: $slug) {
      name
      kind
      editPath
      draftData
      draftConfig
    }
  }
`;

export async function loader({ params, request }: LoaderFunctionArgs) {
  // The draft loads while the session is checked; a redirect (signed out, another company) drops it.
  const page = loadQuery<PathPreviewPageQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'network-only' });
  try {
    (await loadShell<PathPreviewPageShellQuery>(shellQuery, request, params.companySlug ?? '')).dispose();
  } catch (redirectOrError) {
    page.dispose();
    throw redirectOrError;
  }
  return page;
}

export function Component() {
  const data = usePreloadedQuery<PathPreviewPageQuery>(query, useLoaderData() as PreloadedQuery<PathPreviewPageQuery>);
  const material = knownKind(data.material?.kind)?.player === 'path' ? data.material : null;
  const steps = useMemo(() => trustedPathSteps(material?.draftData), [material?.draftData]);
  const config = useMemo(() => configOr(material?.draftConfig, pathConfig), [material?.draftConfig]);
  useDocumentTitle(material ? `Preview: ${material.name}` : 'Not found');
  return (
    <PreviewFrame editPath={material?.editPath ?? null} missing="This path doesn't exist" bleed>
      {material && <PathView name={material.name} steps={steps} config={config} signedInAs={data.viewer?.user.name ?? null} />}
    </PreviewFrame>
  );
}
