import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, RelayEnvironmentProvider, usePreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import type { ShellRouteQuery } from '../../__generated__/ShellRouteQuery.graphql';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { PaymentBanner } from './PaymentBanner';
import { CreateMaterialDialog } from './CreateMaterialDialog';
import { useMediaQuery } from '../../lib/use-media-query';
import { NARROW_VIEWPORT_PX, readNavOpen } from './nav-cookie';
import { SideNav } from './SideNav';
import type { ShellOutletContext } from './shell-context';
import { TopBar } from './TopBar';
import './shell.css';

const query = graphql`
  query ShellRouteQuery($slug: String!) {
    viewer {
      can {
        writeMaterials
      }
      company {
        id
      }
      ...TopBar_viewer
      ...SideNav_viewer
      ...ConfirmEmailBanner_viewer
    }
    companyBySlug(slug: $slug) {
      canonicalSlug
      isAlias
      company {
        id
        slug
        name
        ...useTopBarStyle_company
      }
    }
  }
`;

/**
 * The staff layout. Its pages read from the Relay environment their data was loaded with: when a
 * company switch replaces the environment (see loadShell), the page on screen keeps its own until
 * the new company's page is ready, instead of refetching the old page for the new company.
 */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ShellRouteQuery>;
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <Shell queryRef={queryRef} />
    </RelayEnvironmentProvider>
  );
}

/** Top bar, collapsible side navigation, and the page (spec §2 "Navigation shell"). */
function Shell({ queryRef }: { queryRef: PreloadedQuery<ShellRouteQuery> }) {
  const data = usePreloadedQuery<ShellRouteQuery>(query, queryRef);
  const [navOpen, setNavOpen] = useState(() => readNavOpen(document.cookie, window.innerWidth));
  // A window resized across the narrow width follows the same rule as a first load (a stored choice wins).
  const narrow = useMediaQuery(`(max-width: ${NARROW_VIEWPORT_PX - 0.02}px)`);
  useEffect(() => setNavOpen(readNavOpen(document.cookie, narrow ? 0 : Number.POSITIVE_INFINITY)), [narrow]);
  const [createOpen, setCreateOpen] = useState(false);
  // Full-screen pages (the walkthrough editor) bring their own toolbar instead of the navigation.
  const fullscreen = useMatches().some((match) => (match.handle as { fullscreen?: boolean } | undefined)?.fullscreen);
  const company = data.companyBySlug?.company;
  // The loader redirected already when either is missing; this only narrows the types.
  if (!data.viewer || !company) return null;
  // View Only members can't create materials: no Create buttons rather than an error after the dialog.
  const canCreate = data.viewer.can.writeMaterials;
  const context: ShellOutletContext = { companySlug: company.slug, companyName: company.name };
  if (fullscreen) return <Outlet context={context} />;

  return (
    <div className={`shell${navOpen ? '' : ' shell--collapsed'}`}>
      <a className="shell__skip" href="#main-content">
        Skip to main content
      </a>
      <TopBar viewer={data.viewer} company={company} companySlug={company.slug} onCreate={canCreate ? () => setCreateOpen(true) : undefined} />
      <ConfirmEmailBanner viewer={data.viewer} />
      <PaymentBanner companySlug={company.slug} />
      <div className="shell__body">
        <SideNav
          viewer={data.viewer}
          companySlug={company.slug}
          open={navOpen}
          onOpenChange={setNavOpen}
          onCreate={canCreate ? () => setCreateOpen(true) : undefined}
        />
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <Outlet context={context} />
        </main>
      </div>
      <CreateMaterialDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </div>
  );
}
