import { cn } from '../../../lib/cn';

type EventCategoryListProps = {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string) => void;
  /** Events of each category in the round in play, when one is. */
  liveCounts: Record<string, number> | null;
};

/**
 * The event categories to bet on (spec 2); the Odds tab shows the chosen one's OVER and UNDER odds.
 * On a phone they scroll sideways in one row, so that nine of them do not push the slip down; the
 * row is positioned so that the screen-reader-only counts inside it scroll (and clip) with it.
 */
export function EventCategoryList({ categories, selected, onSelect, liveCounts }: EventCategoryListProps) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Event categories" className="flex flex-col gap-2">
      <span className="kicker">Event categories</span>
      <ul className="relative -mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0">
        {categories.map((category) => (
          <li key={category} className="shrink-0 snap-start">
            <button
              type="button"
              aria-pressed={category === selected}
              onClick={() => onSelect(category)}
              className={cn(
                'flex min-h-11 w-full items-center whitespace-nowrap justify-between gap-3 rounded-lg border border-[var(--border)] px-3 py-1.5 text-left text-sm font-semibold',
                'hover:bg-[var(--surface-sunken)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]',
                'aria-pressed:border-[var(--brand)] aria-pressed:bg-[var(--brand)] aria-pressed:text-[var(--brand-contrast)]',
              )}
            >
              {category}
              {liveCounts ? (
                <span
                  className="badge badge-outline border-current text-inherit tabular-nums"
                  title="This round"
                >
                  {liveCounts[category] ?? 0}
                  <span className="sr-only"> this round</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
