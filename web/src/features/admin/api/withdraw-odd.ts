import type { Odd } from '@kickchips/core';
import { api } from '../../../lib/api-client';
import { deleteOdd } from './delete-odd';

/**
 * Removes an automatic line, which withdraws it for the rest of the match (DELETE admin/odds/{oddId}),
 * and reads it back (GET admin/odds/{oddId}): the line as it now stands, marked withdrawn.
 */
export async function withdrawOdd(oddId: string): Promise<Odd> {
  await deleteOdd(oddId);
  return (await api.get<Odd>(`/api/admin/odds/${encodeURIComponent(oddId)}`)).data;
}
