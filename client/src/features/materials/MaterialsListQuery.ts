import { graphql, loadQuery } from 'react-relay';
import type { MaterialKind, MaterialsListQuery as Query } from '../../__generated__/MaterialsListQuery.graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { kindsInSection } from '../../kinds';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { tabKind, walkthroughsTab } from './material-display';

/** One query for every list page: whether the viewer may write, the tab badges and one page of materials (kind or search). */
export const materialsListQuery = graphql`
  query MaterialsListQuery($kind: MaterialKind, $search: String) {
    viewer {
      can {
        writeMaterials
      }
      company {
        materialCounts {
          walkthroughs
          paths
          docs
          videos
        }
        ...MaterialsView_company @arguments(kind: $kind, search: $search)
      }
    }
  }
`;

/** Route loaders call this; store-and-network shows the cached list at once, then the current one. */
export function loadMaterialsList(kind: MaterialKind | null, search: string | null) {
  return loadQuery<Query>(getRelayEnvironment(), materialsListQuery, { kind, search: search || null }, { fetchPolicy: 'store-and-network' });
}

/*
 * The list pages' route loaders, here rather than in the pages: routes.tsx loads a page's loader
 * and its component side by side (per-property lazy), so the list's query starts while the
 * page's chunk is still on its way.
 */

/** /{companySlug}/learning_materials?q= */
export function catalogueLoader({ request }: LoaderFunctionArgs) {
  return loadMaterialsList(null, new URL(request.url).searchParams.get('q'));
}

/** /{companySlug}/walkthroughs?tab= */
export function walkthroughsLoader({ request }: LoaderFunctionArgs) {
  return loadMaterialsList(tabKind(walkthroughsTab(new URL(request.url).searchParams.get('tab'))), null);
}

/** /{companySlug}/paths, /docs or /packages: the one kind of the section. */
export function kindListLoader(section: 'paths' | 'docs' | 'packages') {
  const [kind] = kindsInSection(section);
  if (!kind) throw new Error(`No material kind lives under /${section}.`);
  return () => loadMaterialsList(kind, null);
}
