import { type MatchEventType, type MatchHalf, TEAM_SIDES, type TeamSide } from '@kickchips/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useNow } from '../../lib/use-now';
import { type Tap, useRecordEvent } from './api/record-event';
import { recordingBlock } from './recording-block';
import { eventWithTeam, type TeamNames } from './team-names';
import { EVENT_KEY_COUNT, eventKeyLabel, eventKeyShortcut, useEventKeys } from './use-event-keys';

/** How long the buttons stay locked after a tap, so that a double tap records once. */
export const TAP_LOCK_MS = 700;

/** Each side's buttons look alike and differ from the other side's, so a glance finds the column. */
const SIDE_STYLE: Record<TeamSide, { button: string; heading: string; keys: string }> = {
  home: { button: 'btn-secondary', heading: 'Home', keys: '1 to 9' },
  away: { button: 'btn-primary', heading: 'Away', keys: '⇧1 to ⇧9' },
};

type RecordEventsPanelProps = {
  matchId: string;
  teams: TeamNames;
  eventTypes: MatchEventType[];
  halves: MatchHalf[];
  onError: (action: string, error: unknown) => void;
  onRecorded: () => void;
};

/**
 * Record Match Events: a big button per event type of the match and per team, the home team's on
 * the left and the away team's on the right; digits 1 to 9 record the first nine types for the
 * home team, and Shift with the digit for the away team. A tap shows in the log at once
 * (optimistic) and sends its own Idempotency-Key; the buttons lock for a moment after it, and stay
 * disabled, with the reason, while no half is running.
 */
export function RecordEventsPanel({
  matchId,
  teams,
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
  const name = ({ type, team }: Tap) => eventWithTeam(type.displayName, teams[team]);
  const record = useRecordEvent(matchId, {
    onRecorded: (tap) => {
      onRecorded();
      toast.success(`${name(tap)} recorded`);
    },
    onFailed: (tap, error) => onError(`Failed to record ${name(tap)}`, error),
  });
  const { mutate } = record;
  const tap = useCallback(
    (type: MatchEventType | undefined, team: TeamSide) => {
      if (!type || lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      timer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, TAP_LOCK_MS);
      mutate({ type, team });
    },
    [mutate],
  );
  const onKey = useCallback(
    (index: number, team: TeamSide) => tap(eventTypes[index], team),
    [tap, eventTypes],
  );
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
        <p className="text-sm text-[var(--color-muted)]">
          Tap a button, or press its key: the number for {teams.home}, Shift and the number for {teams.away}.
        </p>
      )}
      {eventTypes.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">No event types configured for this match</p>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {TEAM_SIDES.map((team) => (
            <div key={team} className="flex min-w-0 flex-col justify-end">
              <span className="text-xs uppercase tracking-wide text-[var(--color-muted)]">
                {SIDE_STYLE[team].heading} · {SIDE_STYLE[team].keys}
              </span>
              <span className="font-semibold [overflow-wrap:anywhere]">{teams[team]}</span>
            </div>
          ))}
          {eventTypes.flatMap((type, index) =>
            TEAM_SIDES.map((team) => {
              const key = index < EVENT_KEY_COUNT ? eventKeyLabel(index, team) : null;
              return (
                <button
                  key={`${type._id}-${team}`}
                  type="button"
                  className={`${SIDE_STYLE[team].button} relative min-h-16 min-w-0 touch-manipulation flex-col gap-0 whitespace-normal px-2 pt-5 text-center`}
                  disabled={block !== null || locked}
                  aria-label={name({ type, team })}
                  aria-describedby={block ? 'record-block' : undefined}
                  aria-keyshortcuts={index < EVENT_KEY_COUNT ? eventKeyShortcut(index, team) : undefined}
                  onClick={() => tap(type, team)}
                >
                  {key ? (
                    <kbd className="absolute left-2 top-1 font-mono text-xs opacity-80">{key}</kbd>
                  ) : null}
                  <span className="text-base font-semibold [overflow-wrap:anywhere]">{type.displayName}</span>
                  <span className="text-xs font-normal [overflow-wrap:anywhere]">{teams[team]}</span>
                </button>
              );
            }),
          )}
        </div>
      )}
    </section>
  );
}
