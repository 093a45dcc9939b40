/**
 * /{companySlug}/audiences (audience.md §2 "Audience page (Customers)", issue 10 §2): heading
 * Audience, tabs Customers and Groups (Coming soon), and the learners table with its filters,
 * search, server-driven pagination, row selection, profile modal and export. The view lives in
 * the address (audience-search.ts), so the loader starts the query before the page renders.
 */
import { Suspense, useCallback } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { AudiencePageQuery } from '../../__generated__/AudiencePageQuery.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useToast } from '../../ui';
import { AudienceResults } from './AudienceResults';
import { AudienceToolbar } from './AudienceToolbar';
import { type AudienceView, audienceSearch, readAudienceSearch } from './audience-search';
import { LoadBoundary } from './LoadBoundary';
import './audience.css';

export const audienceQuery = graphql`
  query AudiencePageQuery($filter: AudienceFilter, $page: Int!, $pageSize: Int!, $sort: AudienceSort!, $direction: SortDirection!) {
    viewer {
      can {
        exportAnalytics
      }
    }
    audience(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      totalCount
      page
      pageSize
      totalPages
      computedAt
      timeZone
      records {
        id
        ...AudienceTable_learners
      }
    }
  }
`;

/** The view in the address, and a way to change it (a new history entry unless told to replace). */
export function useAudienceView() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = readAudienceSearch(new URLSearchParams(location.search));
  const go = useCallback(
    (next: AudienceView, options?: { replace?: boolean }) =>
      navigate({ pathname: location.pathname, search: audienceSearch(next) }, { replace: options?.replace, preventScrollReset: true }),
    [navigate, location.pathname],
  );
  return { view, go };
}

export function Component() {
  useDocumentTitle('Audience');
  const queryRef = useLoaderData() as PreloadedQuery<AudiencePageQuery>;
  const { view, go } = useAudienceView();
  const revalidator = useRevalidator();
  const toast = useToast();

  return (
    <div className="audience">
      <h1 className="audience__title">Audience</h1>
      {/* Customers is the only section so far: a tab list with Groups shown but not yet usable. */}
      <div role="tablist" aria-label="Audience sections" className="audience__tabs">
        <button type="button" role="tab" id="audience-tab-customers" aria-selected="true" aria-controls="audience-customers" className="audience__tab">
          Customers
        </button>
        <button type="button" role="tab" aria-selected="false" aria-disabled="true" disabled className="audience__tab" aria-describedby="audience-groups-soon">
          Groups{' '}
          <span id="audience-groups-soon" className="audience__soon">
            Coming soon
          </span>
        </button>
      </div>
      <section id="audience-customers" role="tabpanel" aria-labelledby="audience-tab-customers" className="audience__panel">
        <AudienceToolbar view={view} go={go} />
        {/* A new answer clears a failure (Try again runs the loader anew). The boundaries are not
            remounted for it: while a new filter's page loads, the old one stays on screen. */}
        <LoadBoundary
          resetKey={queryRef}
          onError={() => toast.error('Something went wrong')}
          fallback={() => (
            <div className="audience__failed">
              <p>No record found.</p>
              <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={() => revalidator.revalidate()}>
                Try again
              </button>
            </div>
          )}
        >
          <Suspense
            fallback={
              <p className="audience-results__showing" role="status">
                Loading…
              </p>
            }
          >
            <AudienceResults queryRef={queryRef} view={view} go={go} />
          </Suspense>
        </LoadBoundary>
      </section>
    </div>
  );
}
