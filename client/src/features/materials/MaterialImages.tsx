import { graphql, useFragment } from 'react-relay';
import type { MaterialImages_material$key } from '../../__generated__/MaterialImages_material.graphql';
import { uploadedImage } from './material-display';
import { MaterialImageField } from './MaterialImageField';

const HINT = 'JPG, PNG or GIF, up to 15 MB.';

/** The settings dialog's two uploads side by side (spec §2: logo, i.e. favicon, and thumbnail). */
export function MaterialImages({ material }: { material: MaterialImages_material$key }) {
  const data = useFragment(
    graphql`
      fragment MaterialImages_material on Material {
        id
        thumbnailUrl
        faviconUrl
      }
    `,
    material,
  );
  return (
    <div className="material-images">
      <MaterialImageField materialId={data.id} kind="FAVICON" label="Logo" url={uploadedImage(data.faviconUrl)} hint={HINT} />
      <MaterialImageField materialId={data.id} kind="THUMBNAIL" label="Thumbnail" url={uploadedImage(data.thumbnailUrl)} hint={HINT} />
    </div>
  );
}
