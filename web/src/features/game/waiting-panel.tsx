import { countdownText, type MatchState, nextHalf } from '@kickchips/core';

type WaitingPanelProps = { match: MatchState; now: number };

/** WAITING (spec 4): the match runs but no round takes bets; when the next half starts, if known. */
export function WaitingPanel({ match, now }: WaitingPanelProps) {
  const half = nextHalf(match.halves, now);
  const startsAt = half?.startTime ?? null;
  return (
    <section aria-labelledby="waiting-title" className="card flex flex-col gap-1" data-slot="waiting">
      <h2 id="waiting-title" className="display text-display-sm">
        WAITING FOR THE NEXT ROUND
      </h2>
      <p className="font-semibold tabular-nums">
        {half && startsAt !== null
          ? `Half ${half.halfNumber} starts in ${countdownText(startsAt, now)}`
          : half
            ? `Half ${half.halfNumber} has not started yet.`
            : 'No round is taking bets right now.'}
      </p>
    </section>
  );
}
