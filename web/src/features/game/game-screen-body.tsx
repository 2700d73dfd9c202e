import type { GameScreenState, LobbyDetails, MatchState } from '@kickchips/core';
import type { ReactNode } from 'react';
import { QuickBetPanel, SpectatorPanel } from '../betting';
import { FinalScreen } from '../final-screen';
import { InviteQrCard } from '../lobbies';
import { GameRankPanel } from './game-rank/game-rank-panel';
import { MyBetsPanel } from './my-bets/my-bets-panel';
import { pollInterval } from './poll-interval';
import { TransitionView } from './transition';
import { WaitingPanel } from './waiting-panel';
import { WaitingRoom } from './waiting-room';

type GameScreenBodyProps = {
  state: GameScreenState;
  details: LobbyDetails;
  match: MatchState;
  now: number;
  /** The CHAT button for the quick-bet panel's left column. */
  chat?: ReactNode;
};

/**
 * The screen-state switch of spec 4 "Game screen choice". Before kick-off the waiting room comes
 * first (countdown, who is in and has bet, the code: one phone screen), the QR code last. From
 * pre-match betting on, the panel of the moment sits above the lower panel (spec 2): My Bets, then
 * GAME RANK after kick-off. My Bets keeps its place through every state, so it is never mounted anew
 * and a bet that turns WINNING at kick-off still counts as a change.
 */
export function GameScreenBody({ state, details, match, now, chat }: GameScreenBodyProps) {
  const isPlayer = details.currentUser.role === 'player';
  const intervalMs = pollInterval(state.screen);
  if (state.screen === 'MATCH_RESULTS') return <FinalScreen details={details} now={now} />;
  const beforeKickOff = state.screen === 'PRE_MATCH' || state.screen === 'PRE_MATCH_BETTING';
  const qrCard = <InviteQrCard lobbyCode={details.lobby.lobbyCode} className="card" />;
  if (state.screen === 'PRE_MATCH') {
    return (
      <div className="flex flex-col gap-4">
        <WaitingRoom details={details} match={match} now={now} />
        {qrCard}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {beforeKickOff ? <WaitingRoom details={details} match={match} now={now} /> : null}
      {state.screen === 'TRANSITION' ? (
        <TransitionView state={state} details={details} />
      ) : state.screen === 'WAITING' ? (
        <WaitingPanel match={match} now={now} />
      ) : isPlayer ? (
        <QuickBetPanel details={details} state={state} now={now} chat={chat} />
      ) : (
        <SpectatorPanel details={details} state={state} now={now} chat={chat} />
      )}
      {isPlayer ? <MyBetsPanel details={details} match={match} now={now} intervalMs={intervalMs} /> : null}
      {beforeKickOff ? qrCard : <GameRankPanel details={details} intervalMs={intervalMs} />}
    </div>
  );
}
