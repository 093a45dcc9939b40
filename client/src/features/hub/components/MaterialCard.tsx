import { Link } from 'react-router';
import { knownKind, kindLabel, kindLetter } from '../../../kinds';
import { cardDescription, type HubCardKind, materialHref } from './material-links';

export type HubCardData = {
  id: string;
  slug: string;
  name: string;
  description: string | null | undefined;
  kind: HubCardKind;
  thumbnailUrl: string | null | undefined;
  firstStepBackgroundUrl: string | null | undefined;
};

/** A material on the hub: its picture (a walkthrough's first step when it has no thumbnail), type, name and description. */
export function MaterialCard({ companySlug, material }: { companySlug: string; material: HubCardData }) {
  const picture = material.thumbnailUrl ?? (knownKind(material.kind)?.thumbnailFromFirstStep ? material.firstStepBackgroundUrl : null);
  return (
    <li className="hub-card">
      <Link to={materialHref(companySlug, material)} className="hub-card__link">
        <span className="hub-card__picture" aria-hidden="true">
          {picture ? <img src={picture} alt="" loading="lazy" /> : <span className="hub-card__placeholder">{kindLetter(material.kind, '?')}</span>}
        </span>
        <span className="hub-card__type">{kindLabel(material.kind, 'Material')}</span>
        <span className="hub-card__name">{material.name}</span>
        {material.description && <span className="hub-card__description">{cardDescription(material.description)}</span>}
      </Link>
    </li>
  );
}
