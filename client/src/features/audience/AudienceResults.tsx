import { useEffect, useRef, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AudiencePageQuery } from '../../__generated__/AudiencePageQuery.graphql';
import { lazyComponent } from '../../lib/lazy-component';
import { Pagination } from '../../ui';
import { audienceQuery } from './AudiencePage';
import { AudienceTable, type LearnerRow } from './AudienceTable';
import { type AudienceView, audienceSearch, PAGE_SIZES, readAudienceSearch, showingLabel, withFilter } from './audience-search';
import { ExportControl } from './ExportControl';
import { NONE, type Selection, selectedCount } from './selection';

// The profile is a dialog many visits never open: it loads on the first hover of the table.
const LearnerModal = lazyComponent(async () => (await import('./LearnerModal')).LearnerModal);

interface Props {
  queryRef: PreloadedQuery<AudiencePageQuery>;
  view: AudienceView;
  go: (view: AudienceView, options?: { replace?: boolean }) => void;
}

/** The loaded page: toolbar with its figures, selection bar, table, pagination, profile modal. */
export function AudienceResults({ queryRef, view, go }: Props) {
  const data = usePreloadedQuery<AudiencePageQuery>(audienceQuery, queryRef);
  const audience = data.audience;
  // The selection belongs to one filter: another filter starts with none (paging keeps it).
  const filterKey = audienceSearch(withFilter(view, {}));
  const [selection, setSelectionState] = useState<{ key: string; value: Selection }>({ key: filterKey, value: NONE });
  const current = selection.key === filterKey ? selection.value : NONE;
  const setSelection = (value: Selection) => setSelectionState({ key: filterKey, value });
  const [profile, setProfile] = useState<LearnerRow | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const count = selectedCount(current, audience.totalCount);
  const pageIds = audience.records.map((r) => r.id);
  // An old link to a page past the end (the audience shrank, or a hand-edited address) shows the last page.
  const lastPage = audience.totalCount > 0 && audience.page > audience.totalPages ? audienceSearch({ ...view, page: audience.totalPages }) : null;
  const redirected = useRef<string | null>(null);
  useEffect(() => {
    // Once per address: the old page stays on screen until the last one has loaded.
    if (lastPage === null || redirected.current === lastPage) return;
    redirected.current = lastPage;
    go(readAudienceSearch(new URLSearchParams(lastPage)), { replace: true });
  }, [lastPage, go]);

  return (
    <>
      <div className="audience-results__bar">
        <p className="audience-results__showing" aria-live="polite">
          {showingLabel(audience.page, audience.pageSize, audience.totalCount)}
        </p>
        <ExportControl allowed={data.viewer?.can.exportAnalytics ?? false} view={view} selection={current} count={count} />
      </div>
      <div className="audience-selection" aria-live="polite">
        {current.all ? (
          <p>
            All {audience.totalCount} matching learners are selected.{' '}
            <button type="button" className="audience-link-button" onClick={() => setSelection(NONE)}>
              Clear selection
            </button>
          </p>
        ) : count > 0 ? (
          <p>
            {count} selected.{' '}
            {pageIds.length > 0 && pageIds.every((id) => !current.all && current.ids.has(id)) && audience.totalCount > count && (
              <button type="button" className="audience-link-button" onClick={() => setSelection({ all: true })}>
                Select all {audience.totalCount} matching
              </button>
            )}{' '}
            <button type="button" className="audience-link-button" onClick={() => setSelection(NONE)}>
              Clear selection
            </button>
          </p>
        ) : null}
      </div>
      <AudienceTable
        onPointerEnter={LearnerModal.preload}
        learners={audience.records}
        view={view}
        go={go}
        timeZone={audience.timeZone}
        selection={current}
        onSelectionChange={setSelection}
        onOpenProfile={(row) => {
          setProfile(row);
          setProfileOpen(true);
        }}
      />
      <Pagination
        label="Audience pages"
        page={audience.page}
        totalPages={audience.totalPages}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => go({ ...view, page })}
        onPageSizeChange={(pageSize) => go({ ...view, pageSize, page: 1 })}
      />
      {/* Mounted from the first opening on: the dialog gives focus back to the name when it closes. */}
      {profile && <LearnerModal learner={profile} timeZone={audience.timeZone} open={profileOpen} onClose={() => setProfileOpen(false)} />}
    </>
  );
}
