import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MaterialCard_material$key } from '../../__generated__/MaterialCard_material.graphql';
import { MaterialActions } from './MaterialActions';
import type { MaterialsListContext } from './list-context';
import { cardImage, statusLabel } from './material-display';

/** One card of the grid: thumbnail, name (a link to the view address), lowercase status, actions menu. */
export function MaterialCard({ material, context }: { material: MaterialCard_material$key; context: MaterialsListContext }) {
  const data = useFragment(
    graphql`
      fragment MaterialCard_material on Material {
        name
        status
        viewPath
        thumbnailUrl
        firstStepBackgroundUrl
        ...MaterialActions_material
      }
    `,
    material,
  );
  const image = cardImage(data.thumbnailUrl, data.firstStepBackgroundUrl);
  return (
    <article className="material-card">
      <div className="material-card__thumb">
        {image ? <img src={image} alt="" loading="lazy" /> : <div className="material-card__placeholder" aria-hidden="true" />}
      </div>
      <div className="material-card__body">
        <h2 className="material-card__name">
          <Link to={data.viewPath} className="material-card__link">
            {data.name}
          </Link>
        </h2>
        <p className="material-card__status">{statusLabel(data.status)}</p>
      </div>
      <div className="material-card__actions">
        <MaterialActions material={data} context={context} />
      </div>
    </article>
  );
}
