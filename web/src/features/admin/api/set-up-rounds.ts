import type { MatchRound, SetUpRoundsInput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST admin/match/{id}/set-up-rounds: N rounds of M minutes in each half, in one step. */
export function setUpRounds(matchId: string, input: SetUpRoundsInput) {
  return api.post<{ matchRounds: MatchRound[] }>(
    `/api/admin/match/${encodeURIComponent(matchId)}/set-up-rounds`,
    input,
  );
}
