import type { LobbyDetails, MatchState } from '@kickchips/core';
import { LobbyInvite } from '../lobbies';
import { LobbyPlayersPanel } from './lobby-players-panel';
import { PreMatchPanel } from './pre-match-panel';

type WaitingRoomProps = { details: LobbyDetails; match: MatchState; now: number };

/**
 * The waiting room before kick-off (issue 19 items 6 and 7): the countdown, who is in and who has
 * bet, and the lobby code with Copy and Share, short enough for a phone's first screen (the QR code
 * follows further down). Side by side from 768 px.
 */
export function WaitingRoom({ details, match, now }: WaitingRoomProps) {
  const bettingOn = details.nextBettableRoundId === null ? null : details.betPlacedBy;
  return (
    <>
      <PreMatchPanel details={details} match={match} now={now} />
      <div className="grid gap-4 md:grid-cols-2">
        <LobbyPlayersPanel
          lobby={details.lobby}
          users={details.users}
          currentUserId={details.currentUser._id}
          betPlacedBy={bettingOn}
        />
        <LobbyInvite lobbyCode={details.lobby.lobbyCode} qr={false} className="card" />
      </div>
    </>
  );
}
