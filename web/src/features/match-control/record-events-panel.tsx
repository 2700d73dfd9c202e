import type { MatchEvent, MatchEventType, MatchHalf } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { KickOffHint } from './kick-off-hint';
import { matchControlApi, matchControlKeys } from './match-control-api';
import { pendingEvent } from './pending-event';

type RecordEventsPanelProps = {
  matchId: string;
  eventTypes: MatchEventType[];
  halves: MatchHalf[];
  onChanged: () => void;
  onError: (action: string, error: unknown) => void;
};

/**
 * Record Match Events: one big button per event type of the match. A tap shows in the log at once
 * (optimistic) and is never blocked by the previous one, so a burst of taps all count.
 */
export function RecordEventsPanel({
  matchId,
  eventTypes,
  halves,
  onChanged,
  onError,
}: RecordEventsPanelProps) {
  const queryClient = useQueryClient();
  const key = matchControlKeys.events(matchId);
  const record = useMutation({
    mutationFn: (type: MatchEventType) => matchControlApi.recordEvent(matchId, type.name),
    onMutate: async (type) => {
      await queryClient.cancelQueries({ queryKey: key });
      const pending = pendingEvent(matchId, type.name);
      queryClient.setQueryData<MatchEvent[]>(key, (old = []) => [pending, ...old]);
      return { pendingId: pending._id };
    },
    onSuccess: (event, type, context) => {
      queryClient.setQueryData<MatchEvent[]>(key, (old = []) =>
        old.map((entry) => (entry._id === context.pendingId ? event : entry)),
      );
      toast.success(`${type.displayName} recorded`);
    },
    onError: (error, type, context) => {
      queryClient.setQueryData<MatchEvent[]>(key, (old = []) =>
        old.filter((entry) => entry._id !== context?.pendingId),
      );
      onError(`Failed to record ${type.displayName}`, error);
    },
    onSettled: onChanged,
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
