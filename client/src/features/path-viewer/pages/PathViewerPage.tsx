/**
 * /{companySlug}/paths/{slug}: the staff view of a path, inside the app shell. It shows the
 * published copy; a path never published shows its draft, with a note saying so. Writers get
 * "Edit". Answering and progress are the hub's (read-only here).
 */
import { configOr, pathConfig, trustedPathSteps } from '@learnhub/content';
import { useMemo } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PathViewerPageQuery } from '../../../__generated__/PathViewerPageQuery.graphql';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { knownKind } from '../../../kinds';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShellContext } from '../../shell';
import { StaffViewFrame } from '../../../kit/frames';
import { PathView } from '../PathView';

const query = graphql`
  query PathViewerPageQuery($slug: String!) {
    viewer {
      can {
        writeMaterials
      }
      user {
        name
      }
    }
    material(slug: $slug) {
      name
      kind
      editPath
      publishedRevision
      publishedData
      publishedConfig
      draftData
      draftConfig
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<PathViewerPageQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<PathViewerPageQuery>(query, useLoaderData() as PreloadedQuery<PathViewerPageQuery>);
  const { companySlug } = useShellContext();
  const material = knownKind(data.material?.kind)?.player === 'path' ? data.material : null;
  const published = material?.publishedRevision != null;
  const steps = useMemo(
    () => trustedPathSteps(published ? material?.publishedData : material?.draftData),
    [published, material?.publishedData, material?.draftData],
  );
  const config = useMemo(
    () => configOr(published ? material?.publishedConfig : material?.draftConfig, pathConfig),
    [published, material?.publishedConfig, material?.draftConfig],
  );
  useDocumentTitle(material?.name ?? 'Not found');
  return (
    <StaffViewFrame
      list={{ title: 'Paths', path: `/${companySlug}/paths` }}
      name={material?.name ?? null}
      missing="This path doesn't exist"
      published={published}
      actions={
        material &&
        data.viewer?.can.writeMaterials && (
          <Link className="ui-button ui-button--primary ui-button--md" to={material.editPath}>
            Edit
          </Link>
        )
      }
    >
      <div className="path-page">
        <PathView name={material?.name ?? ''} steps={steps} config={config} signedInAs={data.viewer?.user.name ?? null} />
      </div>
    </StaffViewFrame>
  );
}
