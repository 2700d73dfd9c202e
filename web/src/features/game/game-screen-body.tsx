import type { GameScreenState, LobbyDetails } from '@kickchips/core';
import { GameSlot } from './game-slots';
import { LobbyPlayersPanel } from './lobby-players-panel';

type GameScreenBodyProps = { state: GameScreenState; details: LobbyDetails };

/** The screen-state switch of spec 4 "Game screen choice". */
export function GameScreenBody({ state, details }: GameScreenBodyProps) {
  switch (state.screen) {
    case 'MATCH_RESULTS':
      return <GameSlot name="final-results" title="Match Complete" />;
    case 'PRE_MATCH':
      return (
        <div className="flex flex-col gap-4">
          <GameSlot name="pre-match" title="Waiting for kick-off" />
          <LobbyPlayersPanel users={details.users} />
        </div>
      );
    case 'PRE_MATCH_BETTING':
      return (
        <div className="flex flex-col gap-4">
          <GameSlot name="quick-bet" title="Pre-match betting" />
          <GameSlot name="my-bets" title="My Bets" />
          <LobbyPlayersPanel users={details.users} />
        </div>
      );
    case 'TRANSITION':
      return (
        <GameSlot
          name="transition"
          title={
            state.completedRound
              ? `Round ${state.completedRound.round.roundNumber} complete`
              : 'Round complete'
          }
        />
      );
    case 'WAITING':
      return <GameSlot name="waiting" title="Waiting for the next round" />;
    default:
      return (
        <div className="flex flex-col gap-4">
          <GameSlot
            name="quick-bet"
            title={
              state.screen === 'ACTIVE_ROUND' && state.currentRound
                ? `Round ${state.currentRound.round.roundNumber}`
                : 'Round break'
            }
          />
          <GameSlot name="my-bets" title="My Bets" />
          <GameSlot name="game-rank" title="GAME RANK" />
        </div>
      );
  }
}
