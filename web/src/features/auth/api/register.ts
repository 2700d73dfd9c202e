import type { RegisterInput, registerOutputSchema } from '@kickchips/core';
import type { z } from 'zod';
import { publicCall } from '../../../lib/api-client';

export type RegisterOutput = z.infer<typeof registerOutputSchema>;

export async function register(input: RegisterInput): Promise<RegisterOutput> {
  return (await publicCall<RegisterOutput>('/api/auth/register', { body: input })).data;
}
