import { ChevronLeft, ChevronRight } from 'lucide-react';

type PagerProps = {
  /** 0-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is paged, for the buttons' names: 'bets' gives 'Previous bets' and 'Next bets'. */
  what: string;
};

/** Previous and next arrows around an n/m counter. */
export function Pager({ page, pageCount, onPage, what }: PagerProps) {
  return (
    <nav aria-label={`${what} pages`} className="flex items-center gap-1">
      <button
        type="button"
        className="btn-outline btn-icon"
        aria-label={`Previous ${what}`}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <span className="min-w-10 text-center text-sm font-semibold tabular-nums" aria-live="polite">
        {page + 1}/{pageCount}
      </span>
      <button
        type="button"
        className="btn-outline btn-icon"
        aria-label={`Next ${what}`}
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </nav>
  );
}
