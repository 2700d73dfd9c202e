import { ArrowLeftRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format-time';
import { type EventPlace, placeText } from './event-place';

type EventLogEntryProps = {
  /** The event type's display name. */
  name: string;
  /** The name of the team the event went to; undefined when it was recorded without one. */
  teamName: string | undefined;
  timeStamp: string;
  place: EventPlace;
  /** Still on its way to the server: shown, but neither deleted nor changed yet. */
  pending: boolean;
  onDelete: () => void;
  onChangeTeam: () => void;
};

/**
 * One line of the Match Events log: its time, match minute, event, team and round, a click on it to
 * delete it (spec 2), and a Team button beside it to give it to the other team.
 */
export function EventLogEntry({
  name,
  teamName,
  timeStamp,
  place,
  pending,
  onDelete,
  onChangeTeam,
}: EventLogEntryProps) {
  const time = formatTime(timeStamp);
  const named = teamName ? `${name} · ${teamName}` : `${name}, no team`;
  return (
    <li
      className={cn(
        'flex items-stretch gap-1 rounded-md border border-[var(--color-line)]',
        pending && 'opacity-60',
      )}
    >
      <button
        type="button"
        disabled={pending}
        aria-label={`${named} at ${time}, ${placeText(place)}, delete`}
        onClick={onDelete}
        className={cn(
          'flex min-h-11 min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-0.5 rounded-md px-3 py-1 text-left',
          'hover:bg-[var(--color-danger-soft)] focus-visible:outline-2 focus-visible:outline-[var(--color-brand)]',
        )}
      >
        <span className="shrink-0 font-mono text-sm tabular-nums">{time}</span>
        <span className="w-10 shrink-0 font-mono text-sm tabular-nums">
          {place.minute === null ? '' : `${place.minute}′`}
        </span>
        {/* the whole name, on a line of its own when the row is narrow: never cut ('Pen…') */}
        <span className="min-w-0 flex-auto [overflow-wrap:anywhere]">
          <span className="inline-block max-w-full font-semibold">{name}</span>
          {teamName ? (
            <span> · {teamName}</span>
          ) : (
            <span className="text-sm text-[var(--color-muted)]"> · no team</span>
          )}
        </span>
        <span className="ml-auto shrink-0 text-xs text-[var(--color-muted)]">
          {pending ? 'Saving...' : place.roundNumber === null ? 'no round' : `Round ${place.roundNumber}`}
        </span>
      </button>
      <button
        type="button"
        className="btn-ghost min-h-11 shrink-0 self-center px-2 text-sm"
        disabled={pending}
        aria-label={`Change team of ${named} at ${time}`}
        onClick={onChangeTeam}
      >
        <ArrowLeftRight aria-hidden="true" className="size-4" />
        Team
      </button>
    </li>
  );
}
