import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { fetchLatestDraftQuery as Query } from '../../../__generated__/fetchLatestDraftQuery.graphql';
import type { DocFromServer, EditorDoc } from '../model/editor-doc';

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

/** The server's current draft of a material, for "Load their version" after a conflict. */
export async function fetchLatestDraft<Doc extends EditorDoc>(
  environment: Environment,
  materialId: string,
  docFromServer: DocFromServer<Doc>,
): Promise<{ revision: number; doc: Doc }> {
  const data = await fetchQuery<Query>(environment, query, { id: materialId }, { fetchPolicy: 'network-only' }).toPromise();
  const material = data?.node;
  if (!material || typeof material.revision !== 'number') throw new Error('This walkthrough no longer exists.');
  return { revision: material.revision, doc: docFromServer(material.draftData, material.draftConfig) };
}
