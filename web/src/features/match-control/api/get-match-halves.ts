import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatchHalves } from '../../admin';
import { matchControlKeys } from './match-control-keys';

/** The match's halves (admin's GET match-half/match/{matchId}), at this screen's pace. */
export const matchHalvesQueryOptions = (matchId: string, refetchInterval: number) =>
  queryOptions({
    queryKey: matchControlKeys.halves(matchId),
    queryFn: () => getMatchHalves(matchId),
    refetchInterval,
  });

export function useMatchHalves(matchId: string, refetchInterval: number) {
  return useQuery(matchHalvesQueryOptions(matchId, refetchInterval));
}
