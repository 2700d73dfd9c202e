import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http/http-error';
import { checkStreamTicket } from './stream-ticket';

export const TICKET_MISSING = 'ticket: a stream ticket is needed (POST /api/app/stream/ticket)';
export const TICKET_EXPIRED = 'ticket: the stream ticket has expired; ask for a new one';
export const TICKET_INVALID = 'ticket: not a valid stream ticket';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export type StreamUser = { id: string; isAdmin: boolean; sessionVersion: number };

/** The user a stream ticket opens streams for, while their session stands; a 401 otherwise. */
export async function streamUser(app: FastifyInstance, ticket: string | undefined): Promise<StreamUser> {
  if (!ticket) throw unauthorized(TICKET_MISSING);
  const check = await checkStreamTicket(app.tokenKey, ticket);
  if (check.kind !== 'valid') throw unauthorized(check.kind === 'expired' ? TICKET_EXPIRED : TICKET_INVALID);
  const state = await app.sessionStates.get(check.userId);
  if (!state || state.sessionVersion !== check.sessionVersion) throw unauthorized(SESSION_ENDED);
  return { id: check.userId, isAdmin: state.isAdmin, sessionVersion: check.sessionVersion };
}
