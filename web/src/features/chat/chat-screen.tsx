import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { usePushTopics } from '../realtime';
import { useChat } from './api/use-chat';
import { ChatPanel } from './chat-panel';
import { writeChatSeen } from './chat-seen';
import { useSwipeLeft } from './use-swipe-left';

type ChatScreenProps = {
  lobbyId: string;
  /** The round in play and the player's bet, kept in sight above the chat (issue 29 item 7). */
  roundBar?: ReactNode;
};

/** Full-screen chat for phones (spec 2): a back button or a swipe left returns to /. */
export function ChatScreen({ lobbyId, roundBar }: ChatScreenProps) {
  usePushTopics({ lobbyId });
  const navigate = useNavigate();
  const { swiping, handlers } = useSwipeLeft(() => navigate(paths.home));
  const newest = useChat(lobbyId).messages.data?.at(-1)?.createdAt;
  // what is on this screen has been seen: the CHAT button counts from here
  useEffect(() => {
    if (newest) writeChatSeen(lobbyId, newest);
  }, [lobbyId, newest]);
  return (
    <div
      {...handlers}
      className={`flex min-h-0 flex-1 flex-col gap-3 transition-opacity ${swiping ? 'opacity-70' : ''}`}
    >
      <Link to={paths.home} className="btn-ghost self-start">
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        Back to game
      </Link>
      {roundBar}
      <ChatPanel lobbyId={lobbyId} className="flex-1" />
    </div>
  );
}
