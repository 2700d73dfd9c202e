import type { LoginInput, loginOutputSchema } from '@kickchips/core';
import type { z } from 'zod';
import { publicCall } from '../../../lib/api-client';

export type LoginOutput = z.infer<typeof loginOutputSchema>;

export async function login(input: LoginInput): Promise<LoginOutput> {
  return (await publicCall<LoginOutput>('/api/auth/login', { body: input })).data;
}
