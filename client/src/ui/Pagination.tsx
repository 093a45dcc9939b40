import { useId } from 'react';
import { PAGE_SIZES, paginationRange } from './pagination-range';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Shows the "Rows per page" picker when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Names the navigation landmark when a page has more than one table. */
  label?: string;
}

/** Previous / numbered pages with ellipses / Next, and an optional page-size picker. */
export function Pagination({ page, totalPages, onPageChange, pageSize, onPageSizeChange, pageSizes = PAGE_SIZES, label = 'Pagination' }: PaginationProps) {
  const sizeId = useId();
  const items = paginationRange(page, totalPages);
  return (
    <div className="ui-pagination">
      {onPageSizeChange && pageSize !== undefined && (
        <div className="ui-pagination__size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select id={sizeId} className="ui-input ui-select" value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      {totalPages > 0 && (
        <nav aria-label={label}>
          <ul className="ui-pagination__list">
            <li>
              <button type="button" className="ui-pagination__button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                Previous
              </button>
            </li>
            {items.map((item, index) =>
              item === 'ellipsis' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: up to two ellipses, told apart by where they stand.
                <li key={`ellipsis-${index}`} className="ui-pagination__ellipsis" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className="ui-pagination__button"
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={`Page ${item}`}
                    onClick={() => onPageChange(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" className="ui-pagination__button" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
                Next
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
