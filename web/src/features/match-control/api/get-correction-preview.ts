import type { CorrectionPreview, TeamSide } from '@kickchips/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchControlKeys } from './match-control-keys';

/** A correction the admin is about to confirm: deleting the event, or giving it to `team`. */
export type CorrectionAsked = { eventId: string; team?: TeamSide };

/** GET admin/event/{id}/correction-preview: what the correction would do; the server writes nothing. */
export async function getCorrectionPreview({ eventId, team }: CorrectionAsked): Promise<CorrectionPreview> {
  const query = team ? `?team=${team}` : '';
  const { data } = await api.get<{ preview: CorrectionPreview }>(
    `/api/admin/event/${encodeURIComponent(eventId)}/correction-preview${query}`,
  );
  return data.preview;
}

/** The preview while a confirm dialog asks about a correction; read afresh each time one opens. */
export function useCorrectionPreview(matchId: string, asked: CorrectionAsked | null) {
  return useQuery({
    queryKey: [
      ...matchControlKeys.match(matchId),
      'correction-preview',
      asked?.eventId,
      asked?.team ?? 'delete',
    ],
    queryFn: () => getCorrectionPreview(asked!),
    enabled: asked !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
