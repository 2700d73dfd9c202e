import type { RequestTokenInput } from '@kickchips/core';
import { publicCall } from '../../../lib/api-client';

/** Asks for a password reset mail (forgot password). */
export async function requestToken(input: RequestTokenInput): Promise<void> {
  await publicCall('/api/auth/request-token', { body: input });
}
