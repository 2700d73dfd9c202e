import type { Odd } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST admin/match/{id}/copy-odds: the odds another match has and this one lacks. */
export function copyOdds(matchId: string, fromMatchId: string) {
  return api.post<{ odds: Odd[] }>(`/api/admin/match/${encodeURIComponent(matchId)}/copy-odds`, {
    fromMatchId,
  });
}
