import type { GameScreenState, LobbyDetails, MatchState } from '@kickchips/core';
import type { ReactNode } from 'react';
import { QuickBetPanel, SpectatorPanel } from '../betting';
import { FinalScreen } from '../final-screen';
import { LobbyInvite } from '../lobbies';
import { GameRankPanel } from './game-rank/game-rank-panel';
import { LobbyPlayersPanel } from './lobby-players-panel';
import { MyBetsPanel } from './my-bets/my-bets-panel';
import { pollInterval } from './poll-interval';
import { PreMatchPanel } from './pre-match-panel';
import { TransitionView } from './transition';
import { WaitingPanel } from './waiting-panel';

type GameScreenBodyProps = {
  state: GameScreenState;
  details: LobbyDetails;
  match: MatchState;
  now: number;
  /** The CHAT button for the quick-bet panel's left column. */
  chat?: ReactNode;
};

/**
 * The screen-state switch of spec 4 "Game screen choice". From pre-match betting on, the panel of
 * the moment sits above the lower panel (spec 2): My Bets, then LOBBY PLAYERS before kick-off and
 * GAME RANK after it. My Bets keeps its place through every state, so it is never mounted anew
 * and a bet that turns WINNING at kick-off still counts as a change.
 */
export function GameScreenBody({ state, details, match, now, chat }: GameScreenBodyProps) {
  const isPlayer = details.currentUser.role === 'player';
  const intervalMs = pollInterval(state.screen);
  if (state.screen === 'MATCH_RESULTS') return <FinalScreen details={details} now={now} />;
  if (state.screen === 'PRE_MATCH') {
    return (
      <div className="flex flex-col gap-4">
        <PreMatchPanel details={details} match={match} now={now} />
        <LobbyPlayersPanel users={details.users} leaderboard={details.leaderboard} />
        <LobbyInvite lobbyCode={details.lobby.lobbyCode} className="card" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {state.screen === 'PRE_MATCH_BETTING' ? (
        <PreMatchPanel details={details} match={match} now={now} />
      ) : null}
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
      {state.screen === 'PRE_MATCH_BETTING' ? (
        <>
          <LobbyPlayersPanel users={details.users} leaderboard={details.leaderboard} />
          <LobbyInvite lobbyCode={details.lobby.lobbyCode} className="card" />
        </>
      ) : (
        <GameRankPanel details={details} intervalMs={intervalMs} />
      )}
    </div>
  );
}
