import { IDEMPOTENCY_KEY_HEADER, type MatchEvent, type MatchEventType, type TeamSide } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pendingEvent } from '../pending-event';
import { newTapKey } from '../tap-key';
import { matchControlKeys } from './match-control-keys';
import { useMatchChanged } from './use-match-changed';

/** One tap: an event of this type that went to this team. */
export type Tap = { type: MatchEventType; team: TeamSide };

type RecordEventHandlers = {
  onRecorded: (tap: Tap) => void;
  onFailed: (tap: Tap, error: Error) => void;
};

/**
 * POST admin/event: an event of this type for this team, at the server's clock. The tap's own key
 * makes a repeat of the request (a retry, a double send) answer the first event instead of
 * recording another.
 */
export async function recordEvent(
  matchId: string,
  { eventType, team }: { eventType: string; team: TeamSide },
  tapKey: string,
): Promise<MatchEvent> {
  const answer = await apiCall<{ event: MatchEvent }>('/api/admin/event', {
    method: 'POST',
    body: { match: matchId, eventType, team },
    requestHeaders: { [IDEMPOTENCY_KEY_HEADER]: tapKey },
  });
  return answer.data.event;
}

/**
 * Records an event optimistically: it shows in the log at once, as a pending entry the answer
 * replaces (or a failure removes), so a burst of taps all count. The handlers are the hook's, not
 * mutate's: mutate's own fire for the last call only, and every tap must be answered.
 */
export function useRecordEvent(matchId: string, { onRecorded, onFailed }: RecordEventHandlers) {
  const queryClient = useQueryClient();
  const matchChanged = useMatchChanged(matchId);
  const key = matchControlKeys.events(matchId);
  return useMutation({
    mutationFn: ({ type, team }: Tap) => recordEvent(matchId, { eventType: type.name, team }, newTapKey()),
    onMutate: async ({ type, team }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const pending = pendingEvent(matchId, type.name, team);
      queryClient.setQueryData<MatchEvent[]>(key, (old = []) => [pending, ...old]);
      return { pendingId: pending._id };
    },
    onSuccess: (event, tap, context) => {
      queryClient.setQueryData<MatchEvent[]>(key, (old = []) =>
        old.map((entry) => (entry._id === context.pendingId ? event : entry)),
      );
      onRecorded(tap);
    },
    onError: (error, tap, context) => {
      queryClient.setQueryData<MatchEvent[]>(key, (old = []) =>
        old.filter((entry) => entry._id !== context?.pendingId),
      );
      onFailed(tap, error);
    },
    onSettled: matchChanged,
  });
}
