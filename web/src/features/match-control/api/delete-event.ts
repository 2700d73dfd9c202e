import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** DELETE admin/event/delete-event/{eventId}: the event is taken back (kept for the audit). */
export function deleteEvent(eventId: string) {
  return api.delete(`/api/admin/event/delete-event/${encodeURIComponent(eventId)}`);
}

export function useDeleteEvent(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({ mutationFn: deleteEvent, onSettled: matchChanged });
}
