import type { Match } from '@kickchips/core';
import { api } from '../../lib/api-client';

/** A match the CREATE GAME tab offers; the admin match shape (spec 3). */
export type PlayerMatch = Pick<Match, '_id' | 'homeTeam' | 'awayTeam' | 'status' | 'scheduledAt'>;

/** GET /api/app/match: the answer is the list itself or `{ matches }`; completed matches are left out. */
export async function fetchPlayerMatches(): Promise<PlayerMatch[]> {
  const { data } = await api.get<PlayerMatch[] | { matches: PlayerMatch[] }>('/api/app/match');
  const list = Array.isArray(data) ? data : (data?.matches ?? []);
  return list.filter((match) => match.status !== 'completed');
}

export const LIVE_STATUSES = new Set(['active', 'ongoing']);
