import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchEventTypesUrl } from './match-event-types-url';
import { useMatchEventTypesChanged } from './use-match-event-types-changed';

/** DELETE admin/match/{matchId}/event-types/{name}. */
export function removeMatchEventType(matchId: string, name: string) {
  return api.delete(`${matchEventTypesUrl(matchId)}/${encodeURIComponent(name)}`);
}

export function useRemoveMatchEventType(matchId: string, onChanged?: () => void) {
  const changed = useMatchEventTypesChanged(matchId, onChanged);
  return useMutation({
    mutationFn: (name: string) => removeMatchEventType(matchId, name),
    onSuccess: changed,
  });
}
