/**
 * A published walkthrough played inside another page (a path's "Walkthroughs" element). The id
 * is the material's global id; the server answers only for the caller's company's materials, and
 * only the published copy is played (the element picker offers published walkthroughs only).
 */
import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EmbeddedWalkthroughQuery } from '../../__generated__/EmbeddedWalkthroughQuery.graphql';
import { configFromJson } from './lib/walkthrough-adapter';
import { MaterialPlayer } from './pages/MaterialPlayer';

const query = graphql`
  query EmbeddedWalkthroughQuery($id: ID!) {
    node(id: $id) {
      ... on Material {
        name
        kind
        publishedConfig
        publishedSteps {
          ...usePlayerSteps_steps
        }
      }
    }
  }
`;

export default function EmbeddedWalkthrough({ materialId }: { materialId: string }) {
  const data = useLazyLoadQuery<EmbeddedWalkthroughQuery>(query, { id: materialId }, { fetchPolicy: 'store-or-network' });
  const material = data.node;
  const sections = useMemo(() => configFromJson(material?.publishedConfig), [material?.publishedConfig]);
  if (!material?.publishedSteps || material.kind === 'PATH' || !material.name)
    return <p className="path-element__placeholder">This walkthrough isn't available (it may be unpublished or deleted).</p>;
  return <MaterialPlayer name={material.name} mode="inline" steps={material.publishedSteps} config={{ sections }} />;
}
