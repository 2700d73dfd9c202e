import type { ChatMessage } from '@kickchips/core';
import { useEffect, useRef } from 'react';

type ChatMessageListProps = { messages: readonly ChatMessage[]; currentUserId: string | undefined };

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Messages as plain text (React escapes them; nothing is ever read as HTML), newest at the bottom. */
export function ChatMessageList({ messages, currentUserId }: ChatMessageListProps) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (messages.length > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);
  if (messages.length === 0) {
    return <p className="py-6 text-center text-sm text-[var(--text-muted)]">No messages yet. Say hello!</p>;
  }
  return (
    <ol aria-label="Chat messages" aria-live="polite" className="flex flex-col gap-2">
      {messages.map((message) => {
        const mine = message.user._id === currentUserId;
        return (
          <li
            key={message._id}
            className={`flex max-w-[85%] flex-col rounded-lg px-3 py-2 ${mine ? 'self-end bg-[var(--brand)] text-[var(--brand-contrast)]' : 'self-start bg-[var(--surface-sunken)]'}`}
          >
            <span className="text-xs font-semibold opacity-80">
              {message.user.username} · {timeOf(message.createdAt)}
            </span>
            <span className="whitespace-pre-wrap break-words">{message.message}</span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
