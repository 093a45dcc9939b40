/**
 * /{companySlug}/walkthroughs/{slug} and /docs/{slug}: the staff viewer, inside the app shell. It
 * plays the published steps; a material never published plays its draft, with a note saying so.
 * "Share" opens the share address and embed code; writers also get "Edit".
 */
import { useMemo, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { ViewerPageQuery } from '../../../__generated__/ViewerPageQuery.graphql';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { Button } from '../../../ui';
import { shareUrl } from '../../../lib/share-url';
import { useShellContext } from '../../shell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { configFromJson } from '../lib/walkthrough-adapter';
import { StaffViewFrame } from '../../../kit/frames';
import { MaterialPlayer } from './MaterialPlayer';
import { type PlayerSection, SECTIONS, sectionShowsKind } from './sections';
import { ShareDialog } from './ShareDialog';
import './pages.css';

const query = graphql`
  query ViewerPageQuery($slug: String!) {
    viewer {
      can {
        writeMaterials
      }
    }
    material(slug: $slug) {
      name
      kind
      visibility
      viewPath
      hubPath
      domainShareUrl
      editPath
      publishedRevision
      publishedConfig
      publishedSteps {
        ...usePlayerSteps_steps
      }
      steps {
        ...usePlayerSteps_steps
      }
      config {
        ...usePlayerConfig_config
      }
    }
  }
`;

/** The route module for one section (walkthroughs or docs). */
export function viewerRoute(section: PlayerSection) {
  function loader({ params }: LoaderFunctionArgs) {
    return loadQuery<ViewerPageQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'store-and-network' });
  }

  function Component() {
    const data = usePreloadedQuery<ViewerPageQuery>(query, useLoaderData() as PreloadedQuery<ViewerPageQuery>);
    const { companySlug } = useShellContext();
    const [sharing, setSharing] = useState(false);
    const material = data.material && sectionShowsKind(section, data.material.kind) ? data.material : null;
    const publishedConfig = useMemo(() => configFromJson(material?.publishedConfig), [material?.publishedConfig]);
    useDocumentTitle(material?.name ?? 'Not found');
    const published = material?.publishedSteps != null;
    return (
      <StaffViewFrame
        list={{ title: SECTIONS[section].title, path: `/${companySlug}/${SECTIONS[section].list}` }}
        name={material?.name ?? null}
        missing={SECTIONS[section].missing}
        published={published}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSharing(true)}>
              Share
            </Button>
            {material && data.viewer?.can.writeMaterials && (
              <Link className="ui-button ui-button--primary ui-button--md" to={material.editPath}>
                Edit
              </Link>
            )}
          </>
        }
      >
        {material &&
          (material.publishedSteps != null ? (
            // Published styling only (an empty one means the defaults), never the unpublished draft's.
            <MaterialPlayer name={material.name} mode="app" steps={material.publishedSteps} config={{ sections: publishedConfig }} />
          ) : (
            <MaterialPlayer name={material.name} mode="app" steps={material.steps} config={material.config} />
          ))}
        {material && (
          <ShareDialog
            open={sharing}
            onClose={() => setSharing(false)}
            name={material.name}
            viewPath={material.viewPath}
            shareLink={material.domainShareUrl ?? shareUrl(window.location.origin, material.hubPath)}
            visibility={material.visibility}
            published={published}
          />
        )}
      </StaffViewFrame>
    );
  }

  return { loader, Component };
}
