import { useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { AuditLog_company$key } from '../../__generated__/AuditLog_company.graphql';
import type { AuditLogRefetchQuery } from '../../__generated__/AuditLogRefetchQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { Button, Pagination, useToast } from '../../ui';
import { EXPORT_FAILED, fetchAuditCsv, saveCsv } from './audit-csv';
import { type AuditFilter, entriesLabel, hasFilters, NO_FILTER, PAGE_SIZE } from './audit-display';
import { AuditEntryItem } from './AuditEntryItem';
import { AuditLogFilters } from './AuditLogFilters';

type View = { page: number; filter: AuditFilter };

/**
 * The log: its filters, how many entries match and "Export CSV" (every matching entry, with the
 * same filters), one page of entries newest first (each opens onto its before and after), and the
 * pages.
 */
export function AuditLog({ company }: { company: AuditLog_company$key }) {
  const [data, refetch] = useRefetchableFragment<AuditLogRefetchQuery, AuditLog_company$key>(
    graphql`
      fragment AuditLog_company on Company
      @refetchable(queryName: "AuditLogRefetchQuery")
      @argumentDefinitions(
        page: { type: "Int", defaultValue: 1 }
        pageSize: { type: "Int", defaultValue: 50 }
        actor: { type: "String" }
        action: { type: "String" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
      ) {
        auditActions
        auditLog(page: $page, pageSize: $pageSize, actor: $actor, action: $action, from: $from, to: $to) {
          totalCount
          page
          entries {
            id
            ...AuditEntryItem_entry
          }
        }
      }
    `,
    company,
  );
  const toast = useToast();
  // What was asked for (Export CSV sends it at once) and what is on screen (the list's answer: it
  // changes with the data, when the transition ends).
  const [view, setView] = useState<View>({ page: 1, filter: NO_FILTER });
  const [shown, setShown] = useState<View>(view);
  const [changing, startTransition] = useTransition();
  const [exporting, setExporting] = useState(false);
  const countRef = useRef<HTMLParagraphElement>(null);
  const { totalCount, entries } = data.auditLog;
  const totalPages = Math.ceil(totalCount / PAGE_SIZE);
  const filtered = hasFilters(shown.filter);

  function show(next: View) {
    setView(next);
    // The current page stays on screen until the next one is in.
    startTransition(() => {
      setShown(next);
      refetch({ page: next.page, pageSize: PAGE_SIZE, ...next.filter }, { fetchPolicy: 'store-and-network' });
    });
  }

  function goToPage(page: number) {
    show({ ...view, page });
    // The new page starts at the top of the list: the count above it takes the focus.
    countRef.current?.focus();
  }

  async function handleExport() {
    setExporting(true);
    try {
      const name = saveCsv(await fetchAuditCsv(view.filter));
      toast.success(`Saved ${name}.`);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="audit-log__body" aria-busy={changing || undefined}>
      <AuditLogFilters actions={data.auditActions} busy={changing} onApply={(filter) => show({ page: 1, filter })} />
      <div className="audit-log__bar">
        <p className="audit-log__count" role="status" ref={countRef} tabIndex={-1}>
          {totalCount === 0
            ? filtered
              ? 'No entries match.'
              : 'Nothing has been logged yet.'
            : `${entriesLabel(totalCount)}${filtered ? ' match' : ''}${totalPages > 1 ? `, page ${shown.page} of ${totalPages}` : ''}.`}
        </p>
        <Button variant="secondary" size="sm" loading={exporting} disabled={totalCount === 0} onClick={handleExport}>
          Export CSV
        </Button>
      </div>
      {entries.length > 0 && (
        <>
          <div className="audit-log__columns" aria-hidden="true">
            <span>Time</span>
            <span>Actor</span>
            <span>Action</span>
            <span>Target</span>
            <span>Address</span>
          </div>
          <ul className="audit-log__entries" aria-label="Audit log entries">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
      {totalPages > 1 && <Pagination page={shown.page} totalPages={totalPages} label="Audit log pages" onPageChange={goToPage} />}
    </div>
  );
}
