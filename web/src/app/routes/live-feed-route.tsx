import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useWhoami } from '../../features/auth';
import { LiveFeedScreen } from '../../features/game';
import { useActiveLobby } from '../../features/lobbies';
import { paths } from '../../lib/paths';

/** The live feed is full-screen on a phone, as the chat is: no site header or footer around it. */
export const handle = { layout: 'full-screen' };

/** /live-feed?lobbyId=…: back to / without a lobby, a signed-in user, or for a lobby not this browser's. */
export function LiveFeedRoute() {
  const [params] = useSearchParams();
  const lobbyId = params.get('lobbyId');
  const whoami = useWhoami();
  const active = useActiveLobby();
  if (!lobbyId) return <Navigate to={paths.home} replace />;
  if (whoami.isPending) return <Spinner label="Loading the live feed" />;
  if (!whoami.data?.user || active?.lobbyId !== lobbyId) return <Navigate to={paths.home} replace />;
  return <LiveFeedScreen lobbyId={lobbyId} />;
}
