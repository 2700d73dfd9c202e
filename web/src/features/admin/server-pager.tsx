import { ADMIN_PAGE_SIZE } from '@kickchips/core';

type Props = { label: string; page: number; rows: number; onPage: (page: number) => void };

/** Newer and older pages of a list the server hands out ADMIN_PAGE_SIZE rows at a time. */
export function ServerPager({ label, page, rows, onPage }: Props) {
  if (page === 1 && rows < ADMIN_PAGE_SIZE) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <button type="button" className="btn-ghost" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span className="text-sm">Batch {page}</span>
      <button
        type="button"
        className="btn-ghost"
        disabled={rows < ADMIN_PAGE_SIZE}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </nav>
  );
}
