import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** How many pages after the current one to show (FP-04 shows up to 4 plus the previous one). */
  ahead?: number;
}

/** The pages to show: the previous page, the current one and up to `ahead` after it. */
export function visiblePages(page: number, pageCount: number, ahead = 4): number[] {
  const first = Math.max(1, page - 1);
  const last = Math.min(pageCount, page + ahead - 1);
  const pages: number[] = [];
  for (let number = first; number <= last; number += 1) pages.push(number);
  return pages;
}

export function Pagination({ page, pageCount, onChange, ahead = 4 }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage(sharedMessages.pagination)}>
      <button type="button" className="pagination__step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {intl.formatMessage(sharedMessages.previous)}
      </button>
      {visiblePages(page, pageCount, ahead).map((number) => (
        <button
          key={number}
          type="button"
          className="pagination__page"
          aria-current={number === page ? 'page' : undefined}
          aria-label={intl.formatMessage(sharedMessages.page, { page: number })}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pagination__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {intl.formatMessage(sharedMessages.next)}
      </button>
    </nav>
  );
}
