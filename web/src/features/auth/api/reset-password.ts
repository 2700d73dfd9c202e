import type { ResetPasswordInput } from '@kickchips/core';
import { publicCall } from '../../../lib/api-client';

/** Sets a new password with the mailed token; it worked only when the message says 'success' (spec 7). */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  const result = await publicCall('/api/auth/reset-password', { body: input });
  if (result.message !== 'success') throw new Error(result.message);
}
