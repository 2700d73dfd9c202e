import {
  countEventsByRound,
  type MatchEvent,
  type MatchEventType,
  type MatchHalf,
  type MatchRound,
  roundSpans,
  roundTiming,
} from '@kickchips/core';
import { toMatchState } from '../../lib/to-match-state';
import { useNow } from '../../lib/use-now';

type MatchRoundsPanelProps = {
  halves: MatchHalf[];
  rounds: MatchRound[];
  clockSpeed: number;
  events: MatchEvent[];
  eventTypes: MatchEventType[];
};

/**
 * Match Rounds by half: number, minutes, status, the events counted in each round and, for the
 * running round, live progress.
 */
export function MatchRoundsPanel({ halves, rounds, clockSpeed, events, eventTypes }: MatchRoundsPanelProps) {
  const now = useNow(1000);
  const state = toMatchState(halves, rounds, clockSpeed);
  const allSpans = roundSpans(state);
  const spans = new Map(allSpans.map((span) => [span.round.id, span]));
  const counts = countEventsByRound(
    events.map((event) => ({ eventType: event.eventType, timeStamp: Date.parse(event.timeStamp) })),
    allSpans,
    state,
  );
  const names = new Map(eventTypes.map((type) => [type.name, type.displayName]));
  const rank = (name: string) => {
    const index = eventTypes.findIndex((type) => type.name === name);
    return index < 0 ? eventTypes.length : index;
  };
  /** "Goal 1 · Corner 2", in the match's order of event types. */
  const countText = (roundId: string) =>
    Object.entries(counts.get(roundId) ?? {})
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([type, count]) => `${names.get(type) ?? type} ${count}`)
      .join(' · ') || 'No events';
  const halfNumbers = [...new Set(rounds.map((round) => round.halfNumber))].sort((a, b) => a - b);
  return (
    <section aria-labelledby="match-rounds-title" className="panel flex flex-col gap-3">
      <h2 id="match-rounds-title" className="text-2xl">
        Match Rounds
      </h2>
      {rounds.length === 0 ? (
        <p className="text-sm text-[var(--color-muted)]">No rounds for this match.</p>
      ) : null}
      {halfNumbers.map((halfNumber) => (
        <div key={halfNumber} className="flex flex-col gap-1">
          <h3 className="text-lg text-[var(--color-muted)]">Half {halfNumber}</h3>
          <ul className="flex flex-col gap-1">
            {rounds
              .filter((round) => round.halfNumber === halfNumber)
              .sort((a, b) => a.roundNumber - b.roundNumber)
              .map((round) => {
                const span = spans.get(round._id);
                const timing = span ? roundTiming(span, state, now) : null;
                const live = timing?.status === 'active';
                const percent = Math.round((timing?.progress ?? 0) * 100);
                return (
                  <li
                    key={round._id}
                    className="flex flex-col gap-1 rounded-md border border-[var(--color-line)] px-2 py-1 text-sm"
                  >
                    <div className="flex flex-wrap items-center gap-x-3">
                      <span className="font-semibold">Round {round.roundNumber}</span>
                      <span className="text-[var(--color-muted)]">
                        {round.startMinute}′–
                        {round.endMinute === null ? 'end of half' : `${round.endMinute}′`}
                      </span>
                      <span className="ml-auto capitalize">{round.status}</span>
                    </div>
                    <p className="text-xs text-[var(--color-muted)]">{countText(round._id)}</p>
                    {live ? (
                      <div className="flex items-center gap-2">
                        <div
                          role="progressbar"
                          aria-label={`Round ${round.roundNumber} progress`}
                          aria-valuenow={percent}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          className="h-2 flex-1 overflow-hidden rounded bg-[var(--color-surface-sunken)]"
                        >
                          <div className="h-full bg-[var(--color-live)]" style={{ width: `${percent}%` }} />
                        </div>
                        <span className="text-xs tabular-nums">{timing?.text}</span>
                      </div>
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
