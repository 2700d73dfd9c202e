import { countdownText, kickOffTime, type LobbyDetails, type MatchState } from '@kickchips/core';

type PreMatchPanelProps = { details: LobbyDetails; match: MatchState; now: number };

/**
 * The waiting room's countdown (issue 19, item 6), before kick-off (PRE_MATCH and
 * PRE_MATCH_BETTING): the time to the half's start, else to the scheduled kick-off.
 */
export function PreMatchPanel({ details, match, now }: PreMatchPanelProps) {
  const kickOff = kickOffTime(match, details.match.scheduledAt, now);
  const isPlayer = details.currentUser.role === 'player';
  const canBet = details.nextBettableRoundId !== null;
  return (
    <section aria-labelledby="pre-match-title" className="card flex flex-col gap-1" data-slot="pre-match">
      <h2 id="pre-match-title" className="display text-display-sm">
        WAITING FOR KICK-OFF
      </h2>
      <p className="text-lg font-semibold tabular-nums" data-testid="kick-off-countdown">
        {kickOff !== null
          ? `Match starts in ${countdownText(kickOff, now)}`
          : 'The match has not started yet.'}
      </p>
      {isPlayer ? (
        <p className="text-sm text-[var(--text-muted)]">
          {canBet
            ? 'Bets placed now go on the first round.'
            : "Betting opens as soon as the match's rounds are set."}
        </p>
      ) : null}
    </section>
  );
}
