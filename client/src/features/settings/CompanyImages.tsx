import { graphql, useFragment } from 'react-relay';
import type { CompanyImages_company$key } from '../../__generated__/CompanyImages_company.graphql';
import { CompanyImageField } from './CompanyImageField';

/** The default logo and favicon of the company's materials. */
export function CompanyImages({ company: companyRef, editable }: { company: CompanyImages_company$key; editable: boolean }) {
  const company = useFragment(
    graphql`
      fragment CompanyImages_company on Company {
        logoUrl
        faviconUrl
      }
    `,
    companyRef,
  );
  return (
    <section className="settings-card" aria-labelledby="company-images-heading">
      <header className="settings-card__header">
        <h2 id="company-images-heading" className="settings-card__title">
          Default logo and favicon
        </h2>
      </header>
      <div className="company-images">
        <CompanyImageField kind="LOGO" label="Logo" url={company.logoUrl} editable={editable} hint="SVG, PNG, JPG or GIF (max 400*800px)" />
        <CompanyImageField kind="FAVICON" label="Favicon" url={company.faviconUrl} editable={editable} hint="PNG, JPG or GIF" />
      </div>
    </section>
  );
}
