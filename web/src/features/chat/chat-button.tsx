import { Link } from 'react-router';
import { useWhoami } from '../auth';
import { useChat } from './api/use-chat';
import { readChatSeen } from './chat-seen';
import { unreadCount } from './unread-count';

type ChatButtonProps = { lobbyId: string; href: string; className?: string };

/**
 * The CHAT button (spec 2) that opens the full-screen chat, with how many messages came in since
 * the player last looked (issue 19, item 13).
 */
export function ChatButton({ lobbyId, href, className = '' }: ChatButtonProps) {
  const { data: who } = useWhoami();
  const { messages } = useChat(lobbyId);
  const unread = unreadCount(messages.data ?? [], readChatSeen(lobbyId), who?.user?._id);
  return (
    <Link to={href} className={`btn-secondary gap-2 ${className}`}>
      CHAT
      {unread > 0 ? (
        <span className="badge badge-gold tabular-nums" data-testid="chat-unread">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </Link>
  );
}
