import type { MatchEvent, MatchEventType, MatchHalf, MatchRound, TeamSide } from '@kickchips/core';
import { roundOfEvent, roundSpans } from '@kickchips/core';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { toMatchState } from '../../lib/to-match-state';
import { useCorrectEventTeam } from './api/correct-event-team';
import { useDeleteEvent } from './api/delete-event';
import { CorrectionEffects } from './correction-effects';
import { EventLogEntry } from './event-log-entry';
import { eventPlace, placeText } from './event-place';
import { isPendingEvent } from './pending-event';
import { type TeamChange, TeamChangeDialog } from './team-change-dialog';
import { eventWithTeam, type TeamNames } from './team-names';

type EventLogProps = {
  matchId: string;
  teams: TeamNames;
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
 * The Match Events log (spec 2): newest first, each with its time, match minute, team and round;
 * click an event to delete it after a confirm, "Undo last event" to take back the newest one (at
 * once while its round runs), or its Team button to give it to the other team after a confirm.
 * Each way the server re-settles a finished round the event belonged to, and the confirm of such a
 * correction says first what it will do to whom (game-rules 16).
 */
export function EventLog(props: EventLogProps) {
  const { matchId, teams, events, eventTypes, halves, rounds, clockSpeed, onError, onDone } = props;
  const [deleting, setDeleting] = useState<{ event: MatchEvent; undo: boolean } | null>(null);
  const [changing, setChanging] = useState<TeamChange | null>(null);
  const names = new Map(eventTypes.map((type) => [type.name, type.displayName]));
  const remove = useDeleteEvent(matchId);
  const correct = useCorrectEventTeam(matchId);
  const sorted = [...events].sort(newestFirst);
  const state = toMatchState(halves, rounds, clockSpeed);
  const spans = roundSpans(state);
  const nameOf = (event: MatchEvent) => names.get(event.eventType) ?? event.eventType;
  const teamOf = (event: MatchEvent) => (event.team ? teams[event.team] : undefined);
  const placeOf = (event: MatchEvent) => eventPlace(state, spans, Date.parse(event.timeStamp));
  const describe = (event: MatchEvent) =>
    `${eventWithTeam(nameOf(event), teamOf(event))}, ${placeText(placeOf(event))}`;
  const last = sorted.find((event) => !isPendingEvent(event));
  /** An event of a finished round: changing it is a correction of that round. */
  const corrects = (event: MatchEvent) =>
    roundOfEvent(spans, state, Date.parse(event.timeStamp))?.round.status === 'finished';
  const take = (event: MatchEvent, done: string) =>
    remove.mutate(event._id, {
      onSuccess: () => {
        onDone();
        toast.success(done);
      },
      onError: (error) => onError('Failed to delete event', error),
    });
  const giveTo = (eventId: string, team: TeamSide) => {
    const event = events.find((one) => one._id === eventId);
    const name = event ? `${nameOf(event)}, ${placeText(placeOf(event))},` : 'The event';
    correct.mutate(
      { eventId, team },
      {
        onSuccess: () => {
          onDone();
          toast.success(`${name} now counts for ${teams[team]}`);
        },
        onError: (error) => onError('Failed to change the team', error),
      },
    );
  };
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
          onClick={() => {
            if (!last) return;
            if (corrects(last)) setDeleting({ event: last, undo: true });
            else take(last, `Undone: ${describe(last)}`);
          }}
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
          {sorted.map((event) => (
            <EventLogEntry
              key={event._id}
              name={nameOf(event)}
              teamName={teamOf(event)}
              timeStamp={event.timeStamp}
              place={placeOf(event)}
              pending={isPendingEvent(event)}
              onDelete={() => setDeleting({ event, undo: false })}
              onChangeTeam={() =>
                setChanging({
                  eventId: event._id,
                  name: nameOf(event),
                  description: `${nameOf(event)}, ${placeText(placeOf(event))}`,
                  team: event.team,
                  corrects: corrects(event),
                })
              }
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        destructive
        description={
          deleting ? (
            <>
              {`${deleting.undo ? 'Undo' : 'Delete'} ${describe(deleting.event)}? A finished round it counted for is settled again. This action cannot be undone`}
              {corrects(deleting.event) ? (
                <CorrectionEffects
                  matchId={matchId}
                  asked={{ eventId: deleting.event._id }}
                  action={`Undoing this ${nameOf(deleting.event).toLowerCase()}`}
                />
              ) : null}
            </>
          ) : undefined
        }
        onConfirm={() => {
          if (deleting)
            take(deleting.event, deleting.undo ? `Undone: ${describe(deleting.event)}` : 'Event deleted');
          setDeleting(null);
        }}
      />
      <TeamChangeDialog
        matchId={matchId}
        change={changing}
        teams={teams}
        onConfirm={giveTo}
        onClose={() => setChanging(null)}
      />
    </section>
  );
}
