import type { MatchEvent, MatchEventType } from '@kickchips/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format-time';
import { useDeleteEvent } from './api/delete-event';
import { isPendingEvent } from './pending-event';

type EventLogProps = {
  matchId: string;
  events: MatchEvent[];
  eventTypes: MatchEventType[];
  onError: (action: string, error: unknown) => void;
};

const newestFirst = (a: MatchEvent, b: MatchEvent) =>
  Date.parse(b.timeStamp) - Date.parse(a.timeStamp) || Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The Match Events log (spec 2): newest first, HH:mm:ss, click an event to delete it after a confirm. */
export function EventLog({ matchId, events, eventTypes, onError }: EventLogProps) {
  const [deleting, setDeleting] = useState<MatchEvent | null>(null);
  const names = new Map(eventTypes.map((type) => [type.name, type.displayName]));
  const remove = useDeleteEvent(matchId);
  const sorted = [...events].sort(newestFirst);
  return (
    <section aria-labelledby="event-log-title" className="panel flex flex-col gap-3">
      <h2 id="event-log-title" className="text-2xl">
        Match Events
      </h2>
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
            return (
              <li key={event._id}>
                <button
                  type="button"
                  disabled={pending}
                  aria-label={`${name} at ${formatTime(event.timeStamp)}, delete`}
                  onClick={() => setDeleting(event)}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-3 rounded-md border border-[var(--color-line)] px-3 text-left',
                    'hover:border-[var(--color-danger)] focus-visible:outline-2 focus-visible:outline-[var(--color-brand)]',
                    pending && 'opacity-60',
                  )}
                >
                  <span className="font-mono text-sm tabular-nums">{formatTime(event.timeStamp)}</span>
                  <span className="font-semibold">{name}</span>
                  {pending ? <span className="ml-auto text-xs">Saving...</span> : null}
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
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting._id, {
              onSuccess: () => toast.success('Event deleted'),
              onError: (error) => onError('Failed to delete event', error),
            });
          }
          setDeleting(null);
        }}
      />
    </section>
  );
}
