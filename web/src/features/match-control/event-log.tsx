import type { MatchEvent, MatchEventType, MatchHalf, MatchRound } from '@kickchips/core';
import { roundSpans } from '@kickchips/core';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format-time';
import { toMatchState } from '../../lib/to-match-state';
import { useDeleteEvent } from './api/delete-event';
import { eventPlace, placeText } from './event-place';
import { isPendingEvent } from './pending-event';

type EventLogProps = {
  matchId: string;
  events: MatchEvent[];
  eventTypes: MatchEventType[];
  halves: MatchHalf[];
  rounds: MatchRound[];
  clockSpeed: number;
  onError: (action: string, error: unknown) => void;
  onDone: () => void;
};

const newestFirst = (a: MatchEvent, b: MatchEvent) =>
  Date.parse(b.timeStamp) - Date.parse(a.timeStamp) || Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The Match Events log (spec 2): newest first, each with its time, match minute and round; click an
 * event to delete it after a confirm, or "Undo last event" to take back the newest one at once.
 * Either way the server re-settles a finished round the event belonged to.
 */
export function EventLog(props: EventLogProps) {
  const { matchId, events, eventTypes, halves, rounds, clockSpeed, onError, onDone } = props;
  const [deleting, setDeleting] = useState<MatchEvent | null>(null);
  const names = new Map(eventTypes.map((type) => [type.name, type.displayName]));
  const remove = useDeleteEvent(matchId);
  const sorted = [...events].sort(newestFirst);
  const state = toMatchState(halves, rounds, clockSpeed);
  const spans = roundSpans(state);
  const describe = (event: MatchEvent) =>
    `${names.get(event.eventType) ?? event.eventType}, ${placeText(eventPlace(state, spans, Date.parse(event.timeStamp)))}`;
  const last = sorted.find((event) => !isPendingEvent(event));
  const take = (event: MatchEvent, done: string) =>
    remove.mutate(event._id, {
      onSuccess: () => {
        onDone();
        toast.success(done);
      },
      onError: (error) => onError('Failed to delete event', error),
    });
  return (
    <section aria-labelledby="event-log-title" className="panel flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="event-log-title" className="mr-auto text-2xl">
          Match Events
        </h2>
        <button
          type="button"
          className="btn-outline min-h-11"
          disabled={!last || remove.isPending}
          aria-label={last ? `Undo last event: ${describe(last)}` : 'Undo last event'}
          onClick={() => last && take(last, `Undone: ${describe(last)}`)}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Undo last event
        </button>
      </div>
      {sorted.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">No events recorded yet.</p>
      ) : (
        <ol
          aria-label="Match events, newest first"
          className="flex max-h-[550px] flex-col gap-1 overflow-y-auto"
        >
          {sorted.map((event) => {
            const pending = isPendingEvent(event);
            const name = names.get(event.eventType) ?? event.eventType;
            const place = eventPlace(state, spans, Date.parse(event.timeStamp));
            return (
              <li key={event._id}>
                <button
                  type="button"
                  disabled={pending}
                  aria-label={`${name} at ${formatTime(event.timeStamp)}, ${placeText(place)}, delete`}
                  onClick={() => setDeleting(event)}
                  className={cn(
                    'flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-0.5 rounded-md border border-[var(--color-line)] px-3 py-1 text-left',
                    'hover:border-[var(--color-danger)] focus-visible:outline-2 focus-visible:outline-[var(--color-brand)]',
                    pending && 'opacity-60',
                  )}
                >
                  <span className="shrink-0 font-mono text-sm tabular-nums">
                    {formatTime(event.timeStamp)}
                  </span>
                  <span className="w-10 shrink-0 font-mono text-sm tabular-nums">
                    {place.minute === null ? '' : `${place.minute}′`}
                  </span>
                  {/* the whole name, on a line of its own when the row is narrow: never cut ('Pen…') */}
                  <span className="min-w-0 flex-auto font-semibold [overflow-wrap:anywhere]">{name}</span>
                  <span className="ml-auto shrink-0 text-xs text-[var(--color-muted)]">
                    {pending
                      ? 'Saving...'
                      : place.roundNumber === null
                        ? 'no round'
                        : `Round ${place.roundNumber}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        destructive
        description={
          deleting
            ? `Delete ${describe(deleting)}? A finished round it counted for is settled again. This action cannot be undone`
            : undefined
        }
        onConfirm={() => {
          if (deleting) take(deleting, 'Event deleted');
          setDeleting(null);
        }}
      />
    </section>
  );
}
