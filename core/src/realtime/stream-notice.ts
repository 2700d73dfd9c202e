import { z } from 'zod';
import { NOTICE_VERSION_PATTERN } from './notice-version';
import { pushMessageSchema } from './push-message';

const version = z.string().regex(NOTICE_VERSION_PATTERN, 'must be a notice version such as "k3f9a2-17"');

/**
 * What `GET /api/app/stream` sends, one JSON object per SSE `data:` line, its version repeated in
 * the `id:` line. A push notice says "this changed"; `ready` opens every stream (after any
 * replay) with the version it is at; `resync` says that notices were missed and everything must be
 * fetched again.
 */
export const streamNoticeSchema = z.union([
  pushMessageSchema.and(z.object({ version })),
  z.object({ type: z.literal('ready'), version }),
  z.object({ type: z.literal('resync'), version }),
]);
export type StreamNotice = z.infer<typeof streamNoticeSchema>;

/**
 * GET /api/app/stream. `ticket` comes from POST /api/app/stream/ticket (checked by the handler,
 * so that a missing one is a 401); `lobbyId` the lobby the screen shows, `matchId` a match an admin
 * screen shows; `lastEventId` resumes a stream when the browser cannot send `Last-Event-ID`.
 */
export const streamQuerySchema = z.object({
  ticket: z.string().max(2000, 'is too long').optional(),
  lobbyId: z.string({ error: 'must be a lobby id' }).uuid('must be a lobby id').optional(),
  matchId: z.string({ error: 'must be a match id' }).uuid('must be a match id').optional(),
  lastEventId: version.optional(),
});
export type StreamQuery = z.infer<typeof streamQuerySchema>;

/** POST /api/app/stream/ticket: a short-lived ticket that opens streams for the caller. */
export const streamTicketSchema = z.object({
  ticket: z.string(),
  /** Seconds the ticket opens streams for; an open stream outlives it. */
  expiresIn: z.number().int().positive(),
});
export type StreamTicket = z.infer<typeof streamTicketSchema>;
