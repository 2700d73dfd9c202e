import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../lib/paths';
import { usePushTopics } from '../../realtime';
import { useLobbyDetails } from '../api/get-lobby-details';
import { ChatRoundBar } from '../chat-round-bar';
import { LiveFeedPanel } from './live-feed-panel';

/**
 * The live feed on a screen of its own, as a phone opens it from LIVE FEED (issue 31 item 3): the
 * round bar stays on top, as on the full-screen chat, and Back to game returns.
 */
export function LiveFeedScreen({ lobbyId }: { lobbyId: string }) {
  usePushTopics({ lobbyId });
  const details = useLobbyDetails(lobbyId);
  const match = details.data?.details.match;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <Link to={paths.home} className="btn-ghost self-start">
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        Back to game
      </Link>
      <ChatRoundBar lobbyId={lobbyId} />
      {match ? (
        <LiveFeedPanel lobbyId={lobbyId} teams={match} withScore className="card flex-1" />
      ) : details.isError ? (
        <p role="alert" className="field-error">
          {details.error.message || 'Failed to load the game.'}
        </p>
      ) : (
        <Spinner label="Loading the live feed" />
      )}
    </div>
  );
}
