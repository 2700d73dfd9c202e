import { CHAT_MESSAGE_MAX_LENGTH, counted } from '@kickchips/core';
import { type KeyboardEvent, useRef, useState } from 'react';

/** Spec 2: the text area grows with its text up to 100 px. */
const MAX_HEIGHT_PX = 100;
/** The characters left show from here on: typing that stopped at the limit unexplained (issue 29 item 8). */
const COUNTER_FROM_LEFT = 100;

type ChatInputProps = { onSend: (text: string) => Promise<boolean>; sending: boolean; disabled?: boolean };

/**
 * Enter sends, Shift+Enter adds a newline (spec 2). The box empties at once; a failed send puts
 * the typed text back (spec 8).
 */
export function ChatInput({ onSend, sending, disabled = false }: ChatInputProps) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;
  const nearLimit = left <= COUNTER_FROM_LEFT;

  const fit = () => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  };

  const submit = async () => {
    const typed = text;
    if (!typed.trim() || sending || disabled) return;
    setText('');
    requestAnimationFrame(fit);
    if (!(await onSend(typed))) setText(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor="chat-input">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={area}
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type a message…"
          aria-describedby={nearLimit ? 'chat-input-left' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            fit();
          }}
          onKeyDown={onKeyDown}
          className="input max-h-[100px] min-h-10 flex-1 resize-none overflow-y-auto"
        />
        <button type="submit" className="btn-primary" disabled={!text.trim() || sending || disabled}>
          Send
        </button>
      </div>
      {nearLimit ? (
        <p
          id="chat-input-left"
          className={left === 0 ? 'field-error mt-0 text-xs' : 'field-hint mt-0 text-xs tabular-nums'}
        >
          {left === 0
            ? `${CHAT_MESSAGE_MAX_LENGTH} characters: the most a message can hold`
            : `${counted(left, 'character')} left`}
        </p>
      ) : null}
    </form>
  );
}
