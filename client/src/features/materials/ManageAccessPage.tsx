import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ManageAccessPageQuery } from '../../__generated__/ManageAccessPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useShellContext } from '../shell';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccessListEditor } from './AccessListEditor';
import { type MaterialsSection, MaterialsTabBar } from './MaterialsTabBar';
import './materials.css';

const query = graphql`
  query ManageAccessPageQuery($kind: MaterialKind!) {
    viewer {
      can {
        writeMaterials
      }
      company {
        materialCounts {
          walkthroughs
          paths
          docs
        }
        materials(kind: $kind, first: 100) {
          edges {
            node {
              id
              visibility
              ...AccessListEditor_material
            }
          }
        }
      }
    }
  }
`;

const KINDS = { walkthroughs: 'WALKTHROUGH', paths: 'PATH', docs: 'DOC' } as const;
const TITLES = { walkthroughs: 'Walkthroughs', paths: 'Paths', docs: 'Docs' } as const;

/** The route module of /{companySlug}/{section}/manage-access: the private materials and who is invited. */
export function manageAccessRoute(section: Exclude<MaterialsSection, 'packages'>) {
  function Component() {
    const data = usePreloadedQuery<ManageAccessPageQuery>(query, useLoaderData() as PreloadedQuery<ManageAccessPageQuery>);
    const { companySlug } = useShellContext();
    useDocumentTitle(`${TITLES[section]} · Manage Access`);
    const company = data.viewer?.company;
    if (!company) return null;
    const privateOnes = company.materials.edges.map((edge) => edge.node).filter((node) => node.visibility === 'PRIVATE');
    return (
      <div className="materials-page">
        <div className="materials-page__head">
          <h1>{TITLES[section]}</h1>
        </div>
        <MaterialsTabBar companySlug={companySlug} section={section} counts={company.materialCounts} />
        <h2 className="materials-access__title">Manage Access</h2>
        <p className="materials-access__intro">Private materials are seen only by the learners invited here, by e-mail.</p>
        {privateOnes.length === 0 ? (
          <p className="materials-view__empty">No private {TITLES[section].toLowerCase()}.</p>
        ) : (
          <ul className="materials-access">
            {privateOnes.map((node) => (
              <li key={node.id}>
                <AccessListEditor material={node} canWrite={data.viewer?.can.writeMaterials ?? false} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const loader = () => loadQuery<ManageAccessPageQuery>(getRelayEnvironment(), query, { kind: KINDS[section] }, { fetchPolicy: 'store-and-network' });
  return { loader, Component };
}
