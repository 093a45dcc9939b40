import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, Outlet, useLoaderData } from 'react-router';
import type { ShellRouteQuery } from '../../__generated__/ShellRouteQuery.graphql';
import { CreateMaterialDialog } from './CreateMaterialDialog';
import { loadShell } from './load-shell';
import { readNavOpen } from './nav-cookie';
import { SideNav } from './SideNav';
import type { ShellOutletContext } from './shell-context';
import { TopBar } from './TopBar';
import './shell.css';

const query = graphql`
  query ShellRouteQuery($slug: String!) {
    viewer {
      company {
        id
      }
      ...TopBar_viewer
      ...SideNav_viewer
      ...SectionPage_viewer
    }
    companyBySlug(slug: $slug) {
      canonicalSlug
      isAlias
      company {
        id
        slug
        name
      }
    }
  }
`;

export function loader({ params, request }: LoaderFunctionArgs) {
  return loadShell<ShellRouteQuery>(query, request, params.companySlug ?? '');
}

/** The staff layout: top bar, collapsible side navigation, and the page (spec §2 "Navigation shell"). */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ShellRouteQuery>;
  const data = usePreloadedQuery<ShellRouteQuery>(query, queryRef);
  const [navOpen, setNavOpen] = useState(() => readNavOpen(document.cookie, window.innerWidth));
  const [createOpen, setCreateOpen] = useState(false);
  const company = data.companyBySlug?.company;
  // The loader redirected already when either is missing; this only narrows the types.
  if (!data.viewer || !company) return null;
  const context: ShellOutletContext = { companySlug: company.slug, companyName: company.name, viewer: data.viewer };

  return (
    <div className={`shell${navOpen ? '' : ' shell--collapsed'}`}>
      <a className="shell__skip" href="#main-content">
        Skip to main content
      </a>
      <TopBar viewer={data.viewer} companySlug={company.slug} onCreate={() => setCreateOpen(true)} />
      <div className="shell__body">
        <SideNav
          viewer={data.viewer}
          companySlug={company.slug}
          open={navOpen}
          onOpenChange={setNavOpen}
          onCreate={() => setCreateOpen(true)}
        />
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <Outlet context={context} />
        </main>
      </div>
      <CreateMaterialDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </div>
  );
}
