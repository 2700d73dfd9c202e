import { Spinner } from '../../components/ui/spinner/spinner';
import { useWhoami } from '../auth';
import { useChat } from './api/use-chat';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { useOnline } from './use-online';

type ChatPanelProps = { lobbyId: string; className?: string };

/** The lobby chat: messages polled every 5 s and the input (spec 2). */
export function ChatPanel({ lobbyId, className = '' }: ChatPanelProps) {
  const online = useOnline();
  const { data: who } = useWhoami();
  const { messages, send, sending } = useChat(lobbyId);
  return (
    <section aria-labelledby="chat-heading" className={`flex min-h-0 flex-col gap-2 ${className}`}>
      <h2 id="chat-heading" className="kicker">
        CHAT
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {!online ? (
          <p className="py-6 text-center text-sm text-[var(--text-muted)]">Loading chat...</p>
        ) : messages.data ? (
          <ChatMessageList messages={messages.data} currentUserId={who?.user?._id} />
        ) : messages.isError ? (
          <p role="alert" className="field-error">
            Failed to load messages.
          </p>
        ) : (
          <Spinner label="Loading chat..." />
        )}
      </div>
      <ChatInput onSend={send} sending={sending} disabled={!online} />
    </section>
  );
}
