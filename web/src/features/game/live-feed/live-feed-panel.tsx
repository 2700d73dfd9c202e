import { formatScoreline, type MatchTeams } from '@kickchips/core';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { cn } from '../../../lib/cn';
import { useLiveFeed } from '../api/get-live-feed';
import { feedItemParts } from './feed-item-text';

type LiveFeedPanelProps = {
  lobbyId: string;
  teams: MatchTeams;
  /** The scoreline above the moments, where no game header shows it (the phone's feed screen). */
  withScore?: boolean;
  className?: string;
};

/**
 * The live feed (issue 31 item 3): the match's moments newest first, "23' Goal – Riverside Rovers ·
 * Round 3", read again as soon as an event is recorded, undone or corrected. An undone event stays
 * as a short struck note. The list scrolls inside the panel and takes the keyboard's focus for it.
 */
export function LiveFeedPanel({ lobbyId, teams, withScore = false, className }: LiveFeedPanelProps) {
  const feed = useLiveFeed(lobbyId);
  return (
    <section aria-labelledby="live-feed-title" className={cn('flex min-h-0 flex-col gap-2', className)}>
      <h2 id="live-feed-title" className="kicker">
        LIVE FEED
      </h2>
      {withScore && feed.data ? (
        <p className="display text-display-sm tabular-nums" data-testid="feed-scoreline">
          {formatScoreline(teams.homeTeam, teams.awayTeam, feed.data.score)}
        </p>
      ) : null}
      {!feed.data ? (
        <QueryProblem
          loadingLabel="Loading the live feed"
          failure={feed.isError ? 'Failed to load the live feed.' : null}
          onRetry={() => void feed.refetch()}
        />
      ) : feed.data.items.length === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">No events yet.</p>
      ) : (
        // a scrolling region a keyboard can reach (axe: scrollable-region-focusable)
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and Tab must reach it to scroll it
        <ol aria-label="Match events, newest first" tabIndex={0} className="min-h-0 flex-1 overflow-y-auto">
          {feed.data.items.map((item) => {
            const { minute, what, note } = feedItemParts(item, teams);
            return (
              <li
                key={item._id}
                data-undone={item.undone || undefined}
                className={cn(
                  'flex items-baseline gap-2 border-b border-[var(--border)] py-1.5 last:border-b-0',
                  item.undone && 'text-sm text-[var(--text-muted)]',
                )}
              >
                <span className="w-12 shrink-0 font-bold tabular-nums">{minute}</span>{' '}
                <span className="min-w-0 break-words">
                  <span
                    className={cn(
                      item.undone ? 'line-through' : 'font-semibold',
                      !item.undone && item.eventType.toLowerCase() === 'goal' && 'text-[var(--gold-text)]',
                    )}
                  >
                    {what}
                  </span>
                  {note ? <span className="text-[var(--text-muted)]"> · {note}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
