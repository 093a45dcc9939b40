/**
 * A published walkthrough played inside another page (a path's "Walkthroughs" element). The id
 * is the material's global id. Staff pages read it through `node` (the caller's company only);
 * pages outside the app (a path's share address, the hub) pass the company's slug and read the
 * public `publishedWalkthrough(companySlug, id)`, which answers as an embed would (Public and
 * User Info Required for anyone, Private for staff and learners on its list). Only the published
 * copy is played (the element picker offers published walkthroughs only).
 */
import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EmbeddedWalkthroughPublicQuery } from '../../__generated__/EmbeddedWalkthroughPublicQuery.graphql';
import type { EmbeddedWalkthroughQuery } from '../../__generated__/EmbeddedWalkthroughQuery.graphql';
import { knownKind } from '../../kinds';
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

const publicQuery = graphql`
  query EmbeddedWalkthroughPublicQuery($companySlug: String!, $id: ID!) {
    publishedWalkthrough(companySlug: $companySlug, id: $id) {
      name
      steps {
        ...usePlayerSteps_steps
      }
      config {
        ...usePlayerConfig_config
      }
    }
  }
`;

const UNAVAILABLE = "This walkthrough isn't available (it may be unpublished or deleted).";

export default function EmbeddedWalkthrough({ materialId, companySlug }: { materialId: string; companySlug?: string | null }) {
  return companySlug ? <PublicWalkthrough materialId={materialId} companySlug={companySlug} /> : <StaffWalkthrough materialId={materialId} />;
}

function PublicWalkthrough({ materialId, companySlug }: { materialId: string; companySlug: string }) {
  const data = useLazyLoadQuery<EmbeddedWalkthroughPublicQuery>(publicQuery, { companySlug, id: materialId }, { fetchPolicy: 'store-or-network' });
  const material = data.publishedWalkthrough;
  if (!material) return <p className="path-element__placeholder">{UNAVAILABLE}</p>;
  return <MaterialPlayer name={material.name} mode="inline" steps={material.steps} config={material.config} />;
}

function StaffWalkthrough({ materialId }: { materialId: string }) {
  const data = useLazyLoadQuery<EmbeddedWalkthroughQuery>(query, { id: materialId }, { fetchPolicy: 'store-or-network' });
  const material = data.node;
  const sections = useMemo(() => configFromJson(material?.publishedConfig), [material?.publishedConfig]);
  if (!material?.publishedSteps || knownKind(material.kind)?.player !== 'walkthrough' || !material.name)
    return <p className="path-element__placeholder">{UNAVAILABLE}</p>;
  return <MaterialPlayer name={material.name} mode="inline" steps={material.publishedSteps} config={{ sections }} />;
}
