import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useWhoami } from '../../features/auth';
import { ChatScreen } from '../../features/chat';
import { paths } from '../../lib/paths';

/** The chat is full-screen on a phone (spec 2): no site header or footer around it. */
export const handle = { layout: 'full-screen' };

/** /chat?lobbyId=…&matchId=… (spec 2): back to / without a lobby or without a signed-in user. */
export function ChatRoute() {
  const [params] = useSearchParams();
  const lobbyId = params.get('lobbyId');
  const whoami = useWhoami();
  if (!lobbyId) return <Navigate to={paths.home} replace />;
  if (whoami.isPending) return <Spinner label="Loading chat..." />;
  if (!whoami.data?.user) return <Navigate to={paths.home} replace />;
  return <ChatScreen lobbyId={lobbyId} />;
}
