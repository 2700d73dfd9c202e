import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchEventTypesUrl } from './match-event-types-url';
import { useMatchEventTypesChanged } from './use-match-event-types-changed';

/** PUT admin/match/{matchId}/event-types/reorder. */
export function reorderMatchEventTypes(matchId: string, eventTypeOrder: string[]) {
  return api.put(`${matchEventTypesUrl(matchId)}/reorder`, { eventTypeOrder });
}

export function useReorderMatchEventTypes(matchId: string, onChanged?: () => void) {
  const changed = useMatchEventTypesChanged(matchId, onChanged);
  return useMutation({
    mutationFn: (order: string[]) => reorderMatchEventTypes(matchId, order),
    onSuccess: changed,
  });
}
