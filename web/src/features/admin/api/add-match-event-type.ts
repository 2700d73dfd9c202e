import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchEventTypesUrl } from './match-event-types-url';
import { useMatchEventTypesChanged } from './use-match-event-types-changed';

/** POST admin/match/{matchId}/event-types/add. */
export function addMatchEventType(matchId: string, eventTypeName: string) {
  return api.post(`${matchEventTypesUrl(matchId)}/add`, { eventTypeName });
}

export function useAddMatchEventType(matchId: string, onChanged?: () => void) {
  const changed = useMatchEventTypesChanged(matchId, onChanged);
  return useMutation({ mutationFn: (name: string) => addMatchEventType(matchId, name), onSuccess: changed });
}
