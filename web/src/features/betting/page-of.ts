export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  /** At least 1, so that an empty list reads 1/1. */
  pages: number;
}

/** One page of a list; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
