import type { MatchEventType, MatchHalf } from '@kickchips/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useNow } from '../../lib/use-now';
import { useRecordEvent } from './api/record-event';
import { recordingBlock } from './recording-block';
import { EVENT_KEYS, useEventKeys } from './use-event-keys';

/** How long the buttons stay locked after a tap, so that a double tap records once. */
export const TAP_LOCK_MS = 700;

type RecordEventsPanelProps = {
  matchId: string;
  eventTypes: MatchEventType[];
  halves: MatchHalf[];
  onError: (action: string, error: unknown) => void;
  onRecorded: () => void;
};

/**
 * Record Match Events: one big button per event type of the match, keys 1 to 9 for the first nine.
 * A tap shows in the log at once (optimistic) and sends its own Idempotency-Key; the buttons lock
 * for a moment after it, and stay disabled, with the reason, while no half is running.
 */
export function RecordEventsPanel({
  matchId,
  eventTypes,
  halves,
  onError,
  onRecorded,
}: RecordEventsPanelProps) {
  const now = useNow(1000);
  const block = recordingBlock(halves, now);
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const record = useRecordEvent(matchId, {
    onRecorded: (type) => {
      onRecorded();
      toast.success(`${type.displayName} recorded`);
    },
    onFailed: (type, error) => onError(`Failed to record ${type.displayName}`, error),
  });
  const { mutate } = record;
  const tap = useCallback(
    (type: MatchEventType | undefined) => {
      if (!type || lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      timer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, TAP_LOCK_MS);
      mutate(type);
    },
    [mutate],
  );
  const onKey = useCallback((index: number) => tap(eventTypes[index]), [tap, eventTypes]);
  useEventKeys(onKey, block === null);
  return (
    <section aria-labelledby="record-events-title" className="panel flex flex-col gap-3">
      <h2 id="record-events-title" className="text-2xl">
        Record Match Events
      </h2>
      {block ? (
        <p
          id="record-block"
          role="status"
          className="rounded-sm border-l-4 border-[var(--color-warn)] pl-2 text-sm"
        >
          {block}
        </p>
      ) : (
        <p className="text-sm text-[var(--color-muted)]">Tap a button, or press its number key.</p>
      )}
      {eventTypes.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">No event types configured for this match</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {eventTypes.map((type, index) => (
            <button
              key={type._id}
              type="button"
              className="btn-secondary relative min-h-16 touch-manipulation text-base font-semibold"
              disabled={block !== null || locked}
              aria-label={type.displayName}
              aria-describedby={block ? 'record-block' : undefined}
              aria-keyshortcuts={EVENT_KEYS[index]}
              onClick={() => tap(type)}
            >
              {EVENT_KEYS[index] ? (
                <kbd className="absolute left-2 top-1 font-mono text-xs opacity-80">{EVENT_KEYS[index]}</kbd>
              ) : null}
              <span className="break-words px-3">{type.displayName}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
