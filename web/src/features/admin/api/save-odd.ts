import type { Odd } from '@kickchips/core';
import { api } from '../../../lib/api-client';

export type OddSave = {
  _id?: string;
  match: string;
  eventType: string;
  betType: 'over' | 'under';
  threshold: number;
  odds: number;
  name: string;
};

/** POST admin/odds: creates the odd, or updates the one with `_id`. */
export async function saveOdd(odd: OddSave): Promise<Odd> {
  return (await api.post<{ odds: Odd }>('/api/admin/odds', odd)).data.odds;
}
