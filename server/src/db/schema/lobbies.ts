import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, requiredRef, updatedAt } from './columns';
import { leagues } from './leagues';
import { matches, matchRounds, odds } from './matches';
import { users } from './users';

export const lobbies = pgTable(
  'lobbies',
  {
    id: id(),
    code: text('code').notNull().unique(),
    matchId: requiredRef('match_id', () => matches.id, 'restrict'),
    hostUserId: requiredRef('host_user_id', () => users.id, 'restrict'),
    /** The league the lobby is played in, if any. */
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    /** Game settings, validated by core's schema before they are stored. */
    settings: jsonb('settings').notNull(),
    /** Seed of the card deal, kept so that a deal can be audited. */
    cardSeed: text('card_seed').notNull(),
    status: text('status').notNull().default('open'),
    /** Set by the host: nobody new may join; members who left may still come back. */
    locked: boolean('locked').notNull().default(false),
    /** When the game clock's deal at kick-off ran (a player who joins later is dealt on their own). */
    cardsDealtAt: optionalTime('cards_dealt_at'),
    finishedAt: optionalTime('finished_at'),
    /** The final standings and prizes, stored once when the lobby finishes, so previous results never change. */
    finalStandings: jsonb('final_standings'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lobbies_match_idx').on(t.matchId),
    index('lobbies_league_idx').on(t.leagueId),
    check('lobbies_code_length', sql`length(${t.code}) = 6`),
  ],
);

/** The lobby and player a row belongs to: it goes with its lobby, and keeps its player from being deleted. */
const lobbyMember = () => ({
  lobbyId: requiredRef('lobby_id', () => lobbies.id, 'cascade'),
  userId: requiredRef('user_id', () => users.id, 'restrict'),
});

export const lobbyUsers = pgTable(
  'lobby_users',
  {
    ...lobbyMember(),
    role: text('role').notNull(),
    /** Cached sum of this player's chip_ledger rows, changed in the same transaction as the ledger. */
    chips: integer('chips').notNull(),
    eliminated: boolean('eliminated').notNull().default(false),
    /** Rounds in a row without a bet, for autoKickInactive. */
    inactiveStreak: integer('inactive_streak').notNull().default(0),
    joinedAt: createdAt(),
    leftAt: optionalTime('left_at'),
    /** Set when an admin or the host removed the member: they are out and cannot rejoin this lobby. */
    removedAt: optionalTime('removed_at'),
    /** Who removed them ('host' or 'admin'), so a refused rejoin names the right one. */
    removedBy: text('removed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.lobbyId, t.userId] }),
    check('lobby_users_chips_non_negative', sql`${t.chips} >= 0`),
    check('lobby_users_role', sql`${t.role} IN ('player', 'spectator')`),
    check('lobby_users_removed_by', sql`${t.removedBy} IN ('host', 'admin')`),
    index('lobby_users_user_idx').on(t.userId),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: id(),
    ...lobbyMember(),
    kind: text('kind').notNull(),
    usedOnBetId: uuid('used_on_bet_id').unique(),
    usedInRoundNumber: integer('used_in_round_number'),
    dealtAt: createdAt(),
    usedAt: optionalTime('used_at'),
  },
  (t) => [index('cards_lobby_user_idx').on(t.lobbyId, t.userId)],
);

export const bets = pgTable(
  'bets',
  {
    id: id(),
    ...lobbyMember(),
    roundId: requiredRef('round_id', () => matchRounds.id, 'restrict'),
    oddId: requiredRef('odd_id', () => odds.id, 'restrict'),
    stake: integer('stake').notNull(),
    /** The odds value when the bet was placed; later edits of the odd do not change it. */
    multiplier: doublePrecision('multiplier').notNull(),
    eventType: text('event_type').notNull(),
    betType: text('bet_type').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    /** The team of a team line (copied from its odd): the bet settles on that team's count. */
    team: text('team'),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** pending, won, lost or void. */
    status: text('status').notNull().default('pending'),
    /** Why a void bet is void (core's VoidReason); null for a bet that is not void. */
    voidReason: text('void_reason'),
    payout: integer('payout').notNull().default(0),
    settledVersion: integer('settled_version').notNull().default(0),
    createdAt: createdAt(),
    settledAt: optionalTime('settled_at'),
  },
  (t) => [
    unique('bets_lobby_user_round_key').on(t.lobbyId, t.userId, t.roundId),
    check('bets_stake_positive', sql`${t.stake} > 0`),
    check('bets_team', sql`${t.team} IS NULL OR ${t.team} IN ('home', 'away')`),
    check('bets_payout_non_negative', sql`${t.payout} >= 0`),
    index('bets_round_idx').on(t.roundId),
  ],
);

/**
 * Every chip movement. Append-only: corrections are new rows, never edits.
 *
 * No foreign keys, because PostgreSQL checks each key once per inserted row and settling writes
 * tens of thousands of rows at once. What they kept is kept by the statements that write the ledger:
 * each moves the member's cached balance in the same statement and fails when the member is missing,
 * a bet's rows are written only by the statements that insert or settle that bet, and a round with
 * chips on it cannot be deleted: a trigger refuses it (migration 0009), and every writer of a
 * round's rows holds a lock on the round's row until it commits (docs/game-rules.md, section 16).
 */
export const chipLedger = pgTable(
  'chip_ledger',
  {
    id: id(),
    lobbyId: uuid('lobby_id').notNull(),
    userId: uuid('user_id').notNull(),
    delta: integer('delta').notNull(),
    /** start, stake, payout, penalty, refund, reversal, card. */
    kind: text('kind').notNull(),
    betId: uuid('bet_id'),
    roundId: uuid('round_id'),
    settlementVersion: integer('settlement_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    // a bet's rows only: rows without a bet (start, penalty) never collide here, and need no entry
    uniqueIndex('chip_ledger_bet_kind_version_key')
      .on(t.betId, t.kind, t.settlementVersion)
      .where(sql`${t.betId} IS NOT NULL`),
    uniqueIndex('chip_ledger_one_start_key').on(t.lobbyId, t.userId).where(sql`${t.kind} = 'start'`),
    uniqueIndex('chip_ledger_one_penalty_key')
      .on(t.lobbyId, t.userId, t.roundId)
      .where(sql`${t.kind} = 'penalty'`),
    index('chip_ledger_lobby_user_idx').on(t.lobbyId, t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    ...lobbyMember(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Set when an admin removed the message: no player reads it any more. */
    removedAt: optionalTime('removed_at'),
  },
  (t) => [
    check('chat_messages_length', sql`char_length(${t.message}) BETWEEN 1 AND 500`),
    index('chat_messages_lobby_time_idx').on(t.lobbyId, t.createdAt),
  ],
);
