import { type LobbyDetails, type RoundSpan, roundTiming } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNow } from '../../../lib/use-now';
import { gameKeys } from '../../betting';
import type { LoadedDetails } from '../api/get-lobby-details';
import { lobbyMatchState } from '../lobby-match-state';

/** The expected next round: when it starts and whether bets on it are taken now. */
export function NextRoundPanel({ next, details }: { next: RoundSpan | null; details: LobbyDetails }) {
  const offsetMs =
    useQueryClient().getQueryData<LoadedDetails>(gameKeys.details(details.lobby._id))?.offsetMs ?? 0;
  const now = useNow(1000, offsetMs);
  if (!next) {
    return (
      <section aria-label="Next round" className="panel">
        <p className="kicker">Up next</p>
        <p className="text-[var(--text-muted)]">No more rounds are scheduled.</p>
      </section>
    );
  }
  const timing = roundTiming(next, lobbyMatchState(details), now);
  const when =
    timing.text ??
    (timing.status === 'waiting' ? `Starts with half ${next.half.halfNumber}` : 'Starting now');
  const bettingOpen = details.nextBettableRoundId === next.round.id && details.betting.status !== 'closed';
  return (
    <section aria-label="Next round" className="panel flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="kicker">Up next</p>
        <p className="display text-display-sm">Round {next.round.roundNumber}</p>
      </div>
      <div className="flex flex-col items-end gap-1 text-right">
        <p className="font-semibold tabular-nums">{when}</p>
        {bettingOpen ? <span className="badge badge-brand">Bets open</span> : null}
      </div>
    </section>
  );
}
