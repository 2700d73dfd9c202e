import type { MatchEventType, MatchHalf } from '@kickchips/core';
import { toast } from 'sonner';
import { useRecordEvent } from './api/record-event';
import { KickOffHint } from './kick-off-hint';

type RecordEventsPanelProps = {
  matchId: string;
  eventTypes: MatchEventType[];
  halves: MatchHalf[];
  onError: (action: string, error: unknown) => void;
};

/**
 * Record Match Events: one big button per event type of the match. A tap shows in the log at once
 * (optimistic) and is never blocked by the previous one, so a burst of taps all count.
 */
export function RecordEventsPanel({ matchId, eventTypes, halves, onError }: RecordEventsPanelProps) {
  const record = useRecordEvent(matchId, {
    onRecorded: (type) => toast.success(`${type.displayName} recorded`),
    onFailed: (type, error) => onError(`Failed to record ${type.displayName}`, error),
  });
  return (
    <section aria-labelledby="record-events-title" className="panel flex flex-col gap-3">
      <h2 id="record-events-title" className="text-2xl">
        Record Match Events
      </h2>
      <KickOffHint halves={halves} />
      {eventTypes.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">No event types configured for this match</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {eventTypes.map((type) => (
            <button
              key={type._id}
              type="button"
              className="btn-secondary min-h-16 touch-manipulation text-base font-semibold"
              onClick={() => record.mutate(type)}
            >
              {type.displayName}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
