import type { GameScreenState, LobbyDetails } from '@kickchips/core';
import { CompletedRoundEvents } from './completed-round-events';
import { MyRoundBet } from './my-round-bet';
import { NextRoundPanel } from './next-round-panel';

type TransitionViewProps = { state: GameScreenState; details: LobbyDetails };

/**
 * The round-end transition of spec 4 (up to 8 s after a round ends): the completed round with the
 * events counted in it and my bet's outcome, then the expected next round.
 */
export function TransitionView({ state, details }: TransitionViewProps) {
  const completed = state.completedRound;
  const isPlayer = details.currentUser.role === 'player';
  return (
    <section aria-labelledby="transition-title" className="card flex flex-col gap-4" data-screen="transition">
      <div className="flex flex-col gap-1">
        <p className="kicker">{completed ? `Half ${completed.half.halfNumber}` : 'Round over'}</p>
        <h2 id="transition-title" className="display text-display-md">
          {completed ? `Round ${completed.round.roundNumber} complete` : 'Round complete'}
        </h2>
      </div>
      {completed ? (
        <div className="grid gap-4 md:grid-cols-2">
          <CompletedRoundEvents
            matchId={details.match._id}
            odds={details.odds}
            roundNumber={completed.round.roundNumber}
          />
          {isPlayer ? (
            <MyRoundBet lobbyId={details.lobby._id} roundId={completed.round.id} teams={details.match} />
          ) : null}
        </div>
      ) : null}
      <NextRoundPanel next={state.nextRound} details={details} />
    </section>
  );
}
