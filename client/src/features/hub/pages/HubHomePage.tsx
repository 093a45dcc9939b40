/**
 * /{companySlug}: the company's public learner hub (audience.md §2 "Public learner hub"). Anyone
 * may browse it; a signed-in learner also sees the private materials shared with them. The tab
 * and the search are in the address (?tab=paths&q=setup), so a view can be bookmarked and shared.
 */
import { useState } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, RelayEnvironmentProvider, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { HubHomePageQuery, HubTab } from '../../../__generated__/HubHomePageQuery.graphql';
import { NotFoundPage } from '../../auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Tabs } from '../../../ui';
import { HubHeader } from '../components/HubHeader';
import { HubSearch } from '../components/HubSearch';
import { type HubCardData, MaterialCard } from '../components/MaterialCard';
import { getHubEnvironment } from '../hub-environment';
import { ALL_TAB, HUB_TABS } from './HubHomePage.loader';
import '../hub.css';

const query = graphql`
  query HubHomePageQuery($slug: String!, $tab: HubTab, $search: String, $after: String) {
    hub(companySlug: $slug) {
      name
      slug
      logoUrl
      topBarBackground
      topBarText
      signInDesign {
        companyName
        logoUrl
      }
      materials(tab: $tab, search: $search, first: 24, after: $after) {
        items {
          id
          slug
          name
          description
          kind
          thumbnailUrl
          firstStepBackgroundUrl
        }
        nextCursor
      }
    }
    learnerViewer {
      id
      email
      firstName
      lastName
      avatarUrl
    }
  }
`;

export function Component() {
  const ref = useLoaderData() as PreloadedQuery<HubHomePageQuery>;
  return (
    <RelayEnvironmentProvider environment={ref.environment}>
      <HubHome queryRef={ref} />
    </RelayEnvironmentProvider>
  );
}

function HubHome({ queryRef }: { queryRef: PreloadedQuery<HubHomePageQuery> }) {
  const data = usePreloadedQuery<HubHomePageQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const hub = data.hub;
  useDocumentTitle(hub?.name ?? 'Page not found');
  // /{slug} of no company is an address no page matches (README "Routes"), not an empty hub.
  if (!hub) return <NotFoundPage />;
  const current = HUB_TABS.find((t) => t.id === params.get('tab')) ?? ALL_TAB;
  const search = params.get('q') ?? '';
  const update = (next: { tab?: string; q?: string }) => {
    const out = new URLSearchParams();
    const tab = next.tab ?? current.id;
    const q = next.q ?? search;
    if (tab !== 'all') out.set('tab', tab);
    if (q) out.set('q', q);
    setParams(out);
  };
  return (
    <div className="hub-page">
      <HubHeader company={hub} learner={data.learnerViewer} />
      <main className="hub-main">
        <h1 className="hub-main__title">{hub.name}</h1>
        <HubSearch companySlug={hub.slug} initial={search} onSearch={(q) => update({ q })} />
        <Tabs
          label="Material types"
          className="hub-tabs"
          selectedId={current.id}
          onChange={(id) => update({ tab: id, q: '' })}
          tabs={HUB_TABS.map((t) => ({
            id: t.id,
            label: t.label,
            content:
              t.id === current.id ? (
                <section aria-label={search ? `Results for "${search}"` : t.label} className="hub-results">
                  {search && (
                    <p className="hub-results__note" role="status">
                      Showing results for "{search}" in every type.{' '}
                      <button type="button" className="hub-link-button" onClick={() => update({ q: '' })}>
                        Clear the search
                      </button>
                    </p>
                  )}
                  <CardList
                    key={`${current.id}|${search}`}
                    companySlug={hub.slug}
                    first={hub.materials}
                    more={{ tab: search ? null : current.tab, search: search || null }}
                    empty={search ? `Nothing matches "${search}".` : 'Nothing here yet.'}
                  />
                </section>
              ) : null,
          }))}
        />
      </main>
    </div>
  );
}

/** The cards, four to a row, with "Show more" while there are further pages. */
function CardList(props: {
  companySlug: string;
  first: { items: readonly HubCardData[]; nextCursor: string | null | undefined };
  more: { tab: HubTab | null; search: string | null };
  empty: string;
}) {
  const [items, setItems] = useState<readonly HubCardData[]>(props.first.items);
  const [cursor, setCursor] = useState(props.first.nextCursor ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  function showMore() {
    if (!cursor) return;
    setLoading(true);
    setFailed(false);
    fetchQuery<HubHomePageQuery>(getHubEnvironment(), query, { slug: props.companySlug, ...props.more, after: cursor }).subscribe({
      next: (data: HubHomePageQuery['response']) => {
        const page = data.hub?.materials;
        setItems((before) => [...before, ...(page?.items ?? [])]);
        setCursor(page?.nextCursor ?? null);
        setLoading(false);
      },
      error: () => {
        setFailed(true);
        setLoading(false);
      },
    });
  }

  if (!items.length) return <p className="hub-results__empty">{props.empty}</p>;
  return (
    <>
      <ul className="hub-cards">
        {items.map((m) => (
          <MaterialCard key={m.id} companySlug={props.companySlug} material={m} />
        ))}
      </ul>
      {failed && (
        <p role="alert" className="hub-results__error">
          Something went wrong. Please try again.
        </p>
      )}
      {cursor && (
        <button type="button" className="ui-button ui-button--secondary ui-button--md hub-results__more" onClick={showMore} disabled={loading}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
