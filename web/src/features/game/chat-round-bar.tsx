import { gameScreen } from '@kickchips/core';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { BetBar, jumpToBetSlipOnceShown } from '../betting';
import { useLobbyDetails } from './api/get-lobby-details';
import { isBettingScreen } from './is-betting-screen';
import { lobbyMatchState } from './lobby-match-state';

/**
 * The player's round bar on the full-screen chat (issue 29 item 7): the round, the countdown,
 * betting's state and the bet, as on the game screen, so that betting does not close unseen while
 * chatting; Bet slip goes back to the game's slip. The details are the game screen's own query.
 */
export function ChatRoundBar({ lobbyId }: { lobbyId: string }) {
  const navigate = useNavigate();
  const details = useLobbyDetails(lobbyId);
  const now = useNow(1000, details.data?.offsetMs ?? 0);
  if (!details.data) return null;
  const data = details.data.details;
  const state = gameScreen(lobbyMatchState(data), now, data.lobby.gameSettings.roundDuration);
  if (data.currentUser.role !== 'player' || !isBettingScreen(state.screen)) return null;
  return (
    <BetBar
      details={data}
      now={now}
      className="static mx-0 rounded-lg border md:flex"
      onBetSlip={() => {
        void navigate(paths.home);
        jumpToBetSlipOnceShown();
      }}
    />
  );
}
