import type { LobbyByCodeOutput } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** GET app/game/lobby-by-code/{code}: the lobby a code opens, before joining it. */
export async function getLobbyByCode(code: string) {
  return (await api.get<LobbyByCodeOutput | null>(`/api/app/game/lobby-by-code/${encodeURIComponent(code)}`))
    .data;
}
