import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useWhoami } from '../../features/auth';
import { ChatScreen, chatKeys } from '../../features/chat';
import { ChatRoundBar } from '../../features/game';
import { useActiveLobby } from '../../features/lobbies';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useQueryFailure } from '../../lib/use-query-failure';
import { LOBBY_GONE_MESSAGE } from '../lobby-gone/handle-lobby-gone';
import { ChatUnavailable } from './chat-unavailable';

/** The chat is full-screen on a phone (spec 2): no site header or footer around it. */
export const handle = { layout: 'full-screen' };

/**
 * /chat?lobbyId=…&matchId=… (spec 2): back to / without a lobby or without a signed-in user. A
 * lobby this browser is not in, or one whose chat is off (the server's refusal), is said so here.
 */
export function ChatRoute() {
  const [params] = useSearchParams();
  const lobbyId = params.get('lobbyId');
  const whoami = useWhoami();
  const active = useActiveLobby();
  const failure = useQueryFailure(chatKeys.messages(lobbyId ?? ''));
  if (!lobbyId) return <Navigate to={paths.home} replace />;
  if (whoami.isPending) return <Spinner label="Loading chat..." />;
  if (!whoami.data?.user) return <Navigate to={paths.home} replace />;
  if (active?.lobbyId !== lobbyId) return <ChatUnavailable reason={LOBBY_GONE_MESSAGE} />;
  if (failure instanceof ApiError && (failure.status === 403 || failure.status === 404)) {
    return <ChatUnavailable reason={failure.message} />;
  }
  return <ChatScreen lobbyId={lobbyId} roundBar={<ChatRoundBar lobbyId={lobbyId} />} />;
}
