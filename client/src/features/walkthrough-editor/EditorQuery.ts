import { graphql, loadQuery } from 'react-relay';
import type { EditorQuery as Query } from '../../__generated__/EditorQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';

/** Everything the editor shows at first: the draft, the company (library) and the settings fragment. */
export const editorQuery = graphql`
  query EditorQuery($slug: String!) {
    viewer {
      can {
        writeMaterials
      }
      company {
        id
        name
        slug
        ...LibraryPanel_company
      }
    }
    material(slug: $slug) {
      id
      name
      slug
      kind
      revision
      publishedRevision
      viewPath
      draftData
      draftConfig
      ...MaterialSettingsDialog_material
    }
  }
`;

/** The route loader's query: always the server's latest draft (another tab may have saved since). */
export function loadEditorQuery(slug: string) {
  return loadQuery<Query>(getRelayEnvironment(), editorQuery, { slug }, { fetchPolicy: 'network-only' });
}
