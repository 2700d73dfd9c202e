import type { Match } from '@kickchips/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { MatchEventTypesManager } from '../admin/event-types';
import { matchEventTypesApi, matchEventTypesKey } from '../admin/event-types/match-event-types-api';
import { EventLog } from './event-log';
import { matchControlApi, matchControlKeys } from './match-control-api';
import { MatchControlPanel } from './match-control-panel';
import { MatchRoundsPanel } from './match-rounds-panel';
import { RecordEventsPanel } from './record-events-panel';
import { MATCH_REFRESH_MS } from './refresh-intervals';
import { ReplayPanel } from './replay-panel';

type SelectedMatchProps = { match: Match; onError: (action: string, error: unknown) => void };

/** Everything the admin does with one match; its data and log refresh every 10 s and after each action. */
export function SelectedMatch({ match, onError }: SelectedMatchProps) {
  const matchId = match._id;
  const queryClient = useQueryClient();
  const poll = { refetchInterval: MATCH_REFRESH_MS } as const;
  const halves = useQuery({
    queryKey: matchControlKeys.halves(matchId),
    queryFn: () => matchControlApi.halves(matchId),
    ...poll,
  });
  const rounds = useQuery({
    queryKey: matchControlKeys.rounds(matchId),
    queryFn: () => matchControlApi.rounds(matchId),
    ...poll,
  });
  const events = useQuery({
    queryKey: matchControlKeys.events(matchId),
    queryFn: () => matchControlApi.events(matchId),
    ...poll,
  });
  const eventTypes = useQuery({
    queryKey: matchEventTypesKey(matchId),
    queryFn: () => matchEventTypesApi.list(matchId),
    ...poll,
  });
  const failure = halves.error ?? rounds.error ?? events.error ?? eventTypes.error;
  useEffect(() => {
    if (failure) onError('Failed to load match data', failure);
  }, [failure, onError]);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: matchControlKeys.match(matchId) });
    void queryClient.invalidateQueries({ queryKey: matchControlKeys.matches });
  }, [queryClient, matchId]);
  const shared = { onChanged: refresh, onError };
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className="text-[var(--color-brand)]">
        {match.homeTeam} vs {match.awayTeam}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <RecordEventsPanel
            matchId={matchId}
            eventTypes={eventTypes.data ?? []}
            halves={halves.data ?? []}
            {...shared}
          />
          <EventLog events={events.data ?? []} eventTypes={eventTypes.data ?? []} {...shared} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <MatchControlPanel
            matchId={matchId}
            matchCompleted={match.status === 'completed'}
            halves={halves.data ?? []}
            {...shared}
          />
          <MatchRoundsPanel
            halves={halves.data ?? []}
            rounds={rounds.data ?? []}
            clockSpeed={match.clockSpeed}
          />
          <MatchEventTypesManager matchId={matchId} />
          <ReplayPanel matchId={matchId} {...shared} />
        </div>
      </div>
    </div>
  );
}
