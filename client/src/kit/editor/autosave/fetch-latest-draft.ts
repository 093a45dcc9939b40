import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { fetchLatestDraftQuery as Query } from '../../../__generated__/fetchLatestDraftQuery.graphql';
import type { DocFromServer, EditorDoc } from '../model/editor-doc';
import type { LatestDraft } from './save-types';

const query = graphql`
  query fetchLatestDraftQuery($id: ID!) {
    node(id: $id) {
      ... on Material {
        revision
        draftData
        draftConfig
      }
    }
  }
`;

/**
 * The server's current draft of a material: another author's save to adopt, or "Load their
 * version" in a conflict. Null when the material no longer exists.
 */
export async function fetchLatestDraft<Doc extends EditorDoc>(
  environment: Environment,
  materialId: string,
  docFromServer: DocFromServer<Doc>,
): Promise<LatestDraft<Doc> | null> {
  const data = await fetchQuery<Query>(environment, query, { id: materialId }, { fetchPolicy: 'network-only' }).toPromise();
  const material = data?.node;
  if (!material || typeof material.revision !== 'number') return null;
  return { revision: material.revision, doc: docFromServer(material.draftData, material.draftConfig) };
}
