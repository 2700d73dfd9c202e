import type { adminUnlockOutputSchema } from '@kickchips/core';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';

export type AdminUnlockOutput = z.infer<typeof adminUnlockOutputSchema>;

/** Re-authenticates a signed-in admin; a refusal comes back as an error to show, never a redirect. */
export async function adminUnlock(password: string): Promise<AdminUnlockOutput> {
  return (await apiCall<AdminUnlockOutput>('/api/auth/admin-unlock', { body: { password }, quiet: true }))
    .data;
}
