import { Link } from 'react-router';
import { statusLabel } from '../../materials';
import type { EditedMaterial } from '../editor-context';

/** Company name (back to the materials list) › material name, with the material's status. */
export function Breadcrumb({ material, status }: { material: EditedMaterial; status: string }) {
  const listPath = material.section === 'docs' ? `/${material.companySlug}/docs` : `/${material.companySlug}/walkthroughs?tab=walkthroughs`;
  return (
    <nav className="editor-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={listPath} className="editor-breadcrumb__company">
            {material.companyName}
          </Link>
        </li>
        <li>
          <span aria-hidden="true" className="editor-breadcrumb__separator">
            ›
          </span>
          <span aria-current="page" className="editor-breadcrumb__name" title={material.name}>
            {material.name}
          </span>
        </li>
      </ol>
      <span className={`editor-breadcrumb__status editor-breadcrumb__status--${status.toLowerCase()}`}>{statusLabel(status)}</span>
    </nav>
  );
}
