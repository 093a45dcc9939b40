import { graphql, loadQuery } from 'react-relay';
import type { MaterialKind, MaterialsListQuery as Query } from '../../__generated__/MaterialsListQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';

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
