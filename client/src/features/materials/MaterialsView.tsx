import { graphql, usePaginationFragment } from 'react-relay';
import type { MaterialsView_company$key } from '../../__generated__/MaterialsView_company.graphql';
import { Button } from '../../ui';
import { MaterialCard } from './MaterialCard';
import { MaterialTable } from './MaterialTable';
import type { MaterialsListContext } from './list-context';

export type MaterialsDisplay = 'grid' | 'list';

interface MaterialsViewProps {
  company: MaterialsView_company$key;
  display: MaterialsDisplay;
  canWrite: boolean;
  /** Read by the table caption and the empty message ("No walkthroughs yet."). */
  label: string;
  /** The search the list is filtered by: an empty list then says nothing matched it. */
  search?: string;
}

/** The materials of one kind (or all, or a search) as a card grid or a table, 20 at a time. */
export function MaterialsView({ company, display, canWrite, label, search }: MaterialsViewProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MaterialsView_company on Company
      @refetchable(queryName: "MaterialsViewPaginationQuery")
      @argumentDefinitions(
        kind: { type: "MaterialKind" }
        status: { type: "MaterialStatus" }
        search: { type: "String" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        id
        materials(kind: $kind, status: $status, search: $search, first: $first, after: $after)
          @connection(key: "MaterialsView_materials", filters: ["kind", "status", "search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...MaterialCard_material
              ...MaterialTableRow_material
            }
          }
        }
      }
    `,
    company,
  );
  const context: MaterialsListContext = { companyId: data.id, connectionId: data.materials.__id, canWrite };
  const nodes = data.materials.edges.map((edge) => edge.node);

  return (
    <div className="materials-view">
      {nodes.length === 0 ? (
        <p className="materials-view__empty" role="status">
          {search ? `Nothing matches “${search}”. Try another word, or clear the search.` : `No ${label.toLowerCase()} yet.`}
        </p>
      ) : display === 'grid' ? (
        <ul className="materials-grid" aria-label={label}>
          {nodes.map((node) => (
            <li key={node.id}>
              <MaterialCard material={node} context={context} />
            </li>
          ))}
        </ul>
      ) : (
        <MaterialTable materials={nodes} context={context} caption={label} />
      )}
      {hasNext && (
        <Button variant="secondary" loading={isLoadingNext} onClick={() => loadNext(20)}>
          Load more
        </Button>
      )}
    </div>
  );
}
