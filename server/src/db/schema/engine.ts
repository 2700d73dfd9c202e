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
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, requiredRef } from './columns';
import { lobbies } from './lobbies';
import { matchEvents, matches, matchRounds } from './matches';
import { users } from './users';

/**
 * Betting on a round closes per lobby, since lobbies on one match may time it differently
 * (bettingTimeLimit, allowLateBetting). The row is inserted once, by whichever clock instance gets
 * there first, in the transaction that charges that lobby's inactivity penalties for the round.
 */
export const bettingClosures = pgTable(
  'betting_closures',
  {
    lobbyId: requiredRef('lobby_id', () => lobbies.id, 'cascade'),
    roundId: requiredRef('round_id', () => matchRounds.id, 'cascade'),
    /** When betting closed by the rules (core's bettingCloseTime), not when the clock noticed. */
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    penalized: integer('penalized').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.lobbyId, t.roundId] })],
);

/**
 * A recorded match the server plays back on a match (admin replay, and the demo loop). Persisted so
 * that a restarted server continues it.
 */
export const replays = pgTable(
  'replays',
  {
    id: id(),
    matchId: uuid('match_id')
      .notNull()
      .unique()
      .references(() => matches.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    clockSpeed: doublePrecision('clock_speed').notNull(),
    /** Match seconds each half lasts, keyed by half number. */
    halfLengths: jsonb('half_lengths').$type<Record<string, number>>().notNull(),
    /** When the server starts the first half (at the next full minute after this). */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** running or finished. */
    status: text('status').notNull().default('running'),
    isDemo: boolean('is_demo').notNull().default(false),
    skipped: integer('skipped').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: optionalTime('finished_at'),
  },
  (t) => [
    check('replays_status', sql`${t.status} IN ('running', 'finished')`),
    check('replays_clock_speed_positive', sql`${t.clockSpeed} > 0`),
    index('replays_status_idx').on(t.status),
  ],
);

/** The events of a replay; `recordedAt` is set once, by a conditional update, when it is recorded. */
export const replayEvents = pgTable(
  'replay_events',
  {
    id: id(),
    replayId: requiredRef('replay_id', () => replays.id, 'cascade'),
    halfNumber: integer('half_number').notNull(),
    /** Match seconds from the start of the half. */
    second: doublePrecision('second').notNull(),
    eventType: text('event_type').notNull(),
    /** home or away: the team the event went to, when the timeline names it. */
    team: text('team'),
    recordedAt: optionalTime('recorded_at'),
    /** The recorded event; null while due, or when it could not be recorded (see `skipReason`). */
    eventId: uuid('event_id').references(() => matchEvents.id, { onDelete: 'set null' }),
    skipReason: text('skip_reason'),
  },
  (t) => [
    index('replay_events_due_idx').on(t.replayId, t.halfNumber, t.second),
    check('replay_events_team', sql`${t.team} IS NULL OR ${t.team} IN ('home', 'away')`),
  ],
);
