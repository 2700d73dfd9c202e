import { countdownText, elapsedText } from '@kickchips/core';
import type { PlayerMatch } from './api/get-player-matches';
import { formatStartTime } from './format-start-time';
import { LIVE_STATUSES } from './live-statuses';

type MatchItemProps = { match: PlayerMatch; now: number; onCreate: (match: PlayerMatch) => void };

/** One SELECT MATCH entry (spec 2) with its CREATE GAME button. */
export function MatchItem({ match, now, onCreate }: MatchItemProps) {
  const start = match.scheduledAt ? Date.parse(match.scheduledAt) : null;
  const live = LIVE_STATUSES.has(match.status);
  const kickedOff = start !== null && now >= start;
  const started = live || kickedOff;
  // a live match without a known kick-off has no elapsed time to show ("Elapsed Not started")
  const timing = kickedOff
    ? elapsedText(start, now)
    : !live && start !== null
      ? countdownText(start, now)
      : null;
  return (
    <li className="panel flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">
            {match.homeTeam} vs {match.awayTeam}
          </span>
          <span className="font-mono text-xs text-[var(--text-muted)]">#{match._id.slice(-4)}</span>
          {live ? <span className="badge badge-live">LIVE</span> : null}
          <span className="badge badge-outline">{started ? 'In Progress' : 'Upcoming'}</span>
        </span>
        <span className="text-sm text-[var(--text-muted)]">
          {match.scheduledAt
            ? formatStartTime(match.scheduledAt)
            : live
              ? 'Live now'
              : 'Start time to be announced'}
          {timing ? ` · ${started ? 'Elapsed' : 'Starts in'} ${timing}` : ''}
        </span>
      </div>
      <button type="button" className="btn-primary shrink-0" onClick={() => onCreate(match)}>
        CREATE GAME
      </button>
    </li>
  );
}
