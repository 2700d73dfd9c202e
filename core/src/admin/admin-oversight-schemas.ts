import { z } from 'zod';
import { gameSettingsSchema } from '../settings/game-settings-schema';

const uuid = z.string().uuid('must be an id (a UUID)');
const isoTime = z.string().nullable();

/** Rows per page of the admin's lobby list and audit log. */
export const ADMIN_PAGE_SIZE = 50;

const page = z.coerce
  .number({ error: 'must be a page number' })
  .int('must be a whole page number')
  .min(1, 'must be 1 or more')
  .max(100_000, 'must be at most 100000')
  .default(1);

/** GET admin/lobby?matchId=&q=&page=: q searches the code, the host and the teams. */
export const adminLobbyQuerySchema = z.object({
  matchId: uuid.optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page,
});
export type AdminLobbyQuery = z.input<typeof adminLobbyQuerySchema>;

/** waiting before kick-off, live while the match is played, finished after. */
export const ADMIN_LOBBY_STATUSES = ['waiting', 'live', 'finished'] as const;
export type AdminLobbyStatus = (typeof ADMIN_LOBBY_STATUSES)[number];

const person = z.object({ _id: z.string(), username: z.string() });

export const adminLobbySchema = z.object({
  _id: z.string(),
  lobbyCode: z.string(),
  isPrivate: z.boolean(),
  match: z.object({ _id: z.string(), homeTeam: z.string(), awayTeam: z.string(), abandoned: z.boolean() }),
  host: person,
  players: z.number().int(),
  spectators: z.number().int(),
  status: z.enum(ADMIN_LOBBY_STATUSES),
  createdAt: z.string(),
});
export type AdminLobby = z.infer<typeof adminLobbySchema>;

export const adminLobbyMemberSchema = z.object({
  user: person,
  role: z.enum(['player', 'spectator']),
  isHost: z.boolean(),
  chips: z.number().int(),
  /** The sum of the member's ledger rows: always equal to chips. */
  ledgerSum: z.number().int(),
  eliminated: z.boolean(),
  joinedAt: z.string(),
  leftAt: isoTime,
  removedAt: isoTime,
});
export type AdminLobbyMember = z.infer<typeof adminLobbyMemberSchema>;

export const adminLobbyBetSchema = z.object({
  _id: z.string(),
  user: person,
  roundNumber: z.number().int(),
  odd: z.object({ eventType: z.string(), betType: z.string(), threshold: z.number(), odds: z.number() }),
  stake: z.number().int(),
  card: z.string().nullable(),
  /** pending, won, lost or void. */
  status: z.string(),
  payout: z.number().int(),
  createdAt: z.string(),
});
export type AdminLobbyBet = z.infer<typeof adminLobbyBetSchema>;

export const adminChatMessageSchema = z.object({
  _id: z.string(),
  user: person,
  message: z.string(),
  createdAt: z.string(),
  removedAt: isoTime,
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

/** GET admin/lobby/:id: the lobby with everyone in it, every bet and the whole chat. */
export const adminLobbyDetailSchema = z.object({
  lobby: adminLobbySchema.extend({ gameSettings: gameSettingsSchema }),
  members: z.array(adminLobbyMemberSchema),
  bets: z.array(adminLobbyBetSchema),
  chat: z.array(adminChatMessageSchema),
});
export type AdminLobbyDetail = z.infer<typeof adminLobbyDetailSchema>;

export const removeMemberInputSchema = z.strictObject({ userId: uuid });
export type RemoveMemberInput = z.infer<typeof removeMemberInputSchema>;

export const messageIdParamsSchema = z.object({ messageId: uuid });

export const abandonMatchInputSchema = z.strictObject({ matchId: uuid });
export type AbandonMatchInput = z.infer<typeof abandonMatchInputSchema>;

export const abandonMatchOutputSchema = z.object({
  match: z.object({ _id: z.string(), status: z.string(), abandoned: z.literal(true) }),
  /** Rounds voided, whose stakes went back to the players. */
  voidedRounds: z.number().int(),
  refundedBets: z.number().int(),
});
export type AbandonMatchOutput = z.infer<typeof abandonMatchOutputSchema>;

/** What a lobby shows once its match was abandoned. */
export const MATCH_ABANDONED_TEXT = 'Match abandoned: open stakes refunded';

/** GET admin/audit?entity=&actor=&page=: actor is a user id. */
export const auditQuerySchema = z.object({
  entity: z.string().trim().max(50, 'must be at most 50 characters').optional(),
  actor: uuid.optional(),
  page,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** Who did it; null for the server's own work (settlement, the clock). */
  actor: person.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  detail: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Where a lobby stands, from its match: waiting before kick-off, live while played, finished after. */
export function adminLobbyStatus(input: { lobbyFinished: boolean; matchStatus: string }): AdminLobbyStatus {
  if (input.lobbyFinished || input.matchStatus === 'completed') return 'finished';
  if (input.matchStatus === 'active' || input.matchStatus === 'ongoing') return 'live';
  return 'waiting';
}
