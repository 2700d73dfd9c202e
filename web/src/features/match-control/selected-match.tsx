import { formatScoreline, type Match, scoreOf } from '@kickchips/core';
import { useEffect } from 'react';
import { MatchEventTypesManager } from '../admin';
import { usePushTopics } from '../realtime';
import { useMatchEventTypes } from './api/get-match-event-types';
import { useMatchEvents } from './api/get-match-events';
import { useMatchHalves } from './api/get-match-halves';
import { useMatchRounds } from './api/get-match-rounds';
import { useMatchChanged } from './api/use-match-changed';
import { EventLog } from './event-log';
import { MatchControlPanel } from './match-control-panel';
import { MatchRoundsPanel } from './match-rounds-panel';
import { RecordEventsPanel } from './record-events-panel';
import { MATCH_REFRESH_MS } from './refresh-intervals';
import { ReplayPanel } from './replay-panel';
import { teamNamesOf } from './team-names';

type SelectedMatchProps = {
  match: Match;
  onError: (action: string, error: unknown) => void;
  /** An action succeeded: the failure notice it follows is out of date. */
  onDone: () => void;
};

/**
 * Everything the admin does with one match; its data and log refresh every 10 s, after each action
 * and on the match's notices. The score in the heading counts the log's goals, so a tap shows in it
 * at once.
 */
export function SelectedMatch({ match, onError, onDone }: SelectedMatchProps) {
  const matchId = match._id;
  usePushTopics({ matchId });
  const halves = useMatchHalves(matchId, MATCH_REFRESH_MS);
  const rounds = useMatchRounds(matchId);
  const events = useMatchEvents(matchId);
  const eventTypes = useMatchEventTypes(matchId);
  const matchChanged = useMatchChanged(matchId);
  const teams = teamNamesOf(match);
  const score = events.data ? scoreOf(events.data) : match.score;
  const failure = halves.error ?? rounds.error ?? events.error ?? eventTypes.error;
  useEffect(() => {
    if (failure) onError('Failed to load match data', failure);
  }, [failure, onError]);
  return (
    <div className="flex min-w-0 flex-col gap-4 [overflow-wrap:anywhere]">
      <h2 className="text-[var(--color-brand)]">{formatScoreline(match.homeTeam, match.awayTeam, score)}</h2>
      {/* Match Control comes first, so that on a phone start and end are at the top */}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <MatchControlPanel
            matchId={matchId}
            matchCompleted={match.status === 'completed'}
            halves={halves.data ?? []}
            rounds={rounds.data ?? []}
            onError={onError}
            onDone={onDone}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <RecordEventsPanel
            matchId={matchId}
            teams={teams}
            eventTypes={eventTypes.data ?? []}
            halves={halves.data ?? []}
            onError={onError}
            onRecorded={onDone}
          />
          <EventLog
            matchId={matchId}
            teams={teams}
            events={events.data ?? []}
            eventTypes={eventTypes.data ?? []}
            halves={halves.data ?? []}
            rounds={rounds.data ?? []}
            clockSpeed={match.clockSpeed}
            onError={onError}
            onDone={onDone}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2">
          <MatchRoundsPanel
            halves={halves.data ?? []}
            rounds={rounds.data ?? []}
            clockSpeed={match.clockSpeed}
            events={events.data ?? []}
            eventTypes={eventTypes.data ?? []}
          />
          <MatchEventTypesManager matchId={matchId} onChanged={matchChanged} />
          <ReplayPanel matchId={matchId} onError={onError} />
        </div>
      </div>
    </div>
  );
}
