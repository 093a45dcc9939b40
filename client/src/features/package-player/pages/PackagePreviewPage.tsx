/**
 * /{companySlug}/packages/{slug}/preview: the latest zip of a package, full page, for staff of
 * its company (the preview link of lists and cards). Nothing is recorded.
 */
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PackagePreviewPageQuery } from '../../../__generated__/PackagePreviewPageQuery.graphql';
import { PreviewFrame } from '../../../kit/frames';
import { knownKind } from '../../../kinds';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { PackageView } from '../PackageView';

const query = graphql`
  query PackagePreviewPageQuery($slug: String!) {
    material(slug: $slug) {
      name
      kind
      editPath
      packageItems {
        stepId
        identifier
        title
        sco
        runtimeUrl
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<PackagePreviewPageQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<PackagePreviewPageQuery>(query, useLoaderData() as PreloadedQuery<PackagePreviewPageQuery>);
  const material = knownKind(data.material?.kind)?.player === 'package' ? data.material : null;
  useDocumentTitle(material ? `Preview: ${material.name}` : 'Not found');
  return (
    <PreviewFrame editPath={material?.editPath ?? null} missing="Package not found">
      {material && <PackageView name={material.name} items={material.packageItems ?? []} />}
    </PreviewFrame>
  );
}
