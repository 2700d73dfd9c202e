import type { StreamTicket } from '@kickchips/core';
import { api } from '../../../lib/api-client';

/** POST app/stream/ticket: a one-minute ticket that opens the push stream (docs/realtime.md). */
export async function requestStreamTicket(): Promise<string> {
  return (await api.post<StreamTicket>('/api/app/stream/ticket')).data.ticket;
}
