import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MaterialTableRow_material$key } from '../../__generated__/MaterialTableRow_material.graphql';
import { MaterialActions } from './MaterialActions';
import type { MaterialsListContext } from './list-context';
import { statusLabel } from './material-display';

interface MaterialTableProps {
  materials: readonly (MaterialTableRow_material$key & { readonly id: string })[];
  context: MaterialsListContext;
  caption: string;
}

/** The list display: the same materials and actions as the grid, as a table. */
export function MaterialTable({ materials, context, caption }: MaterialTableProps) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table materials-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Last updated</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {materials.map((material) => (
            <MaterialTableRow key={material.id} material={material} context={context} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MaterialTableRow({ material, context }: { material: MaterialTableRow_material$key; context: MaterialsListContext }) {
  const data = useFragment(
    graphql`
      fragment MaterialTableRow_material on Material {
        name
        status
        viewPath
        updatedAt
        ...MaterialActions_material
      }
    `,
    material,
  );
  return (
    <tr>
      <td>
        <Link to={data.viewPath}>{data.name}</Link>
      </td>
      <td>{statusLabel(data.status)}</td>
      <td>{new Date(data.updatedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}</td>
      <td className="materials-table__actions">
        <MaterialActions material={data} context={context} />
      </td>
    </tr>
  );
}
