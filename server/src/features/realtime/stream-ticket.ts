import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHMS } from '../auth';

/** How long a ticket opens streams; a stream it opened lives on while the session does. */
export const STREAM_TICKET_SECONDS = 60;

export type TicketCheck =
  | { kind: 'valid'; userId: string; sessionVersion: number }
  | { kind: 'expired' | 'invalid' };

/**
 * A stream ticket: like an access token, but typed `stream`, so it opens only the push stream and
 * never passes as an access token (whose `typ` must be `access`), and it lives one minute. It sits
 * in the stream's URL because EventSource cannot send headers; a URL may be logged, so what it
 * holds must be worth little: a minute's read of "this changed" notices, nothing else.
 */
export function signStreamTicket(
  key: Uint8Array,
  subject: { userId: string; sessionVersion: number },
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  return new SignJWT({ typ: 'stream', sv: subject.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.userId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + STREAM_TICKET_SECONDS)
    .sign(key);
}

export async function checkStreamTicket(key: Uint8Array, ticket: string): Promise<TicketCheck> {
  try {
    const { payload } = await jwtVerify(ticket, key, { algorithms: TOKEN_ALGORITHMS });
    if (payload.typ !== 'stream' || typeof payload.sub !== 'string' || typeof payload.sv !== 'number') {
      return { kind: 'invalid' };
    }
    return { kind: 'valid', userId: payload.sub, sessionVersion: payload.sv };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { kind: 'expired' };
    return { kind: 'invalid' };
  }
}
