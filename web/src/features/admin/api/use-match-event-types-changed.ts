import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/**
 * After a change to a match's event types: its list here, and `onChanged` for a screen that keeps
 * its own copy (the realtime screen's record buttons).
 */
export function useMatchEventTypesChanged(matchId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.matchEventTypes(matchId) });
    onChanged?.();
  };
}
