import { adminMatchStatus, formatScoreline, type Match } from '@kickchips/core';
import { cn } from '../../lib/cn';
import { kickOffText, shortId } from '../../lib/match-label';
import { toHalfState } from '../../lib/to-match-state';
import { useNow } from '../../lib/use-now';
import { useMatchHalves } from './api/get-match-halves';
import { LIST_REFRESH_MS } from './refresh-intervals';

type MatchListItemProps = { match: Match; selected: boolean; onSelect: (matchId: string) => void };

/**
 * One match of the Active or Upcoming list: its teams (with the score once a half has started),
 * kick-off and short id (matches of the same teams differ by them), and its status text
 * ('Half 1: 23 min', 'Starts in 5 min').
 */
export function MatchListItem({ match, selected, onSelect }: MatchListItemProps) {
  const now = useNow(15_000);
  const halves = useMatchHalves(match._id, LIST_REFRESH_MS);
  const status = adminMatchStatus(
    {
      halves: (halves.data ?? []).map(toHalfState),
      clockSpeed: match.clockSpeed,
      scheduledAt: match.scheduledAt === null ? null : Date.parse(match.scheduledAt),
    },
    now,
  );
  const started = (halves.data ?? []).some((half) => half.status !== 'upcoming');
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(match._id)}
        className={cn(
          'flex min-h-12 w-full flex-col items-start rounded-lg border px-3 py-2 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-brand)]',
          selected
            ? 'border-[var(--color-brand)] bg-[var(--color-surface-raised)]'
            : 'border-[var(--color-line)] hover:bg-[var(--color-surface-raised)]',
        )}
      >
        <span className="font-semibold">
          {started
            ? formatScoreline(match.homeTeam, match.awayTeam, match.score)
            : `${match.homeTeam} vs ${match.awayTeam}`}
        </span>
        <span className="text-xs text-[var(--color-muted)]">
          {kickOffText(match.scheduledAt)} · {shortId(match._id)}
        </span>
        <span className="text-sm text-[var(--color-muted)]">{halves.isSuccess ? status : '…'}</span>
      </button>
    </li>
  );
}
