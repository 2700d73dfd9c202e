import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime, requiredRef, updatedAt } from './columns';
import { users } from './users';

export const matches = pgTable(
  'matches',
  {
    id: id(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    status: text('status').notNull().default('scheduled'),
    /** Match minutes per real minute: 1 live, more for replays and the demo. */
    clockSpeed: doublePrecision('clock_speed').notNull().default(1),
    /** Planned kick-off, shown before the first half starts. */
    scheduledAt: optionalTime('scheduled_at'),
    /** Set when an admin abandoned the match: open rounds were voided and their stakes refunded. */
    abandonedAt: optionalTime('abandoned_at'),
    /** Whether the game prices this match's lines itself (core's pricing model); off, the admin's prices alone. */
    autoPricing: boolean('auto_pricing').notNull().default(true),
    /** The house margin of the automatic prices: 0.06 prices a line at 1 / (p × 1.06). */
    priceMargin: doublePrecision('price_margin').notNull().default(0.06),
    /**
     * The round the automatic prices are for; null when they must be worked out again (the next
     * round changed, a round was edited, a line unpinned). The clock's pricing step keeps it current.
     */
    pricedRoundId: uuid('priced_round_id'),
    /** The seed a demo match's timeline was drawn from (core's drawMatchTimeline), so it can be drawn again. */
    timelineSeed: text('timeline_seed'),
    /** Whether the pricing model also offers lines per team (goals, corners, shots, cards). */
    teamLines: boolean('team_lines').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: optionalTime('deleted_at'),
  },
  (t) => [
    check('matches_clock_speed_positive', sql`${t.clockSpeed} > 0`),
    check('matches_price_margin_range', sql`${t.priceMargin} >= 0 AND ${t.priceMargin} <= 0.5`),
    index('matches_status_idx').on(t.status),
  ],
);

export const matchHalves = pgTable(
  'match_halves',
  {
    id: id(),
    matchId: requiredRef('match_id', () => matches.id, 'cascade'),
    halfNumber: integer('half_number').notNull(),
    status: text('status').notNull().default('upcoming'),
    startTime: optionalTime('start_time'),
    endTime: optionalTime('end_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('match_halves_match_number_key').on(t.matchId, t.halfNumber),
    check('match_halves_number_min', sql`${t.halfNumber} >= 1`),
  ],
);

export const matchRounds = pgTable(
  'match_rounds',
  {
    id: id(),
    matchId: requiredRef('match_id', () => matches.id, 'cascade'),
    halfId: requiredRef('half_id', () => matchHalves.id, 'cascade'),
    roundNumber: integer('round_number').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute'),
    status: text('status').notNull().default('upcoming'),
    /** Bumped by every settlement or correction; ledger rows carry the version they belong to. */
    settlementVersion: integer('settlement_version').notNull().default(0),
    /** The version whose settlement is complete; behind settlementVersion means work is left. */
    settledVersion: integer('settled_version').notNull().default(0),
    bettingClosedAt: optionalTime('betting_closed_at'),
    penaltiesAppliedAt: optionalTime('penalties_applied_at'),
    startedAt: optionalTime('started_at'),
    finishedAt: optionalTime('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('match_rounds_match_number_key').on(t.matchId, t.roundNumber),
    check('match_rounds_number_min', sql`${t.roundNumber} >= 1`),
    check('match_rounds_start_min', sql`${t.startMinute} >= 0`),
    check('match_rounds_end_after_start', sql`${t.endMinute} IS NULL OR ${t.endMinute} > ${t.startMinute}`),
    index('match_rounds_half_idx').on(t.halfId),
    index('match_rounds_status_idx').on(t.status),
  ],
);

export const eventTypes = pgTable('event_types', {
  id: id(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** builtIn, configurable or custom. */
  kind: text('kind').notNull().default('custom'),
  createdAt: createdAt(),
});

export const matchEventTypes = pgTable(
  'match_event_types',
  {
    matchId: requiredRef('match_id', () => matches.id, 'cascade'),
    eventTypeId: requiredRef('event_type_id', () => eventTypes.id, 'restrict'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.eventTypeId] })],
);

export const odds = pgTable(
  'odds',
  {
    id: id(),
    matchId: requiredRef('match_id', () => matches.id, 'cascade'),
    eventType: text('event_type').notNull(),
    betType: text('bet_type').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    odds: doublePrecision('odds').notNull(),
    name: text('name').notNull(),
    /** Set by an admin's price: the pricing model leaves the price alone until the line is unpinned. */
    pinned: boolean('pinned').notNull().default(true),
    /** Whether players may bet on it now: the model offers a line only where its chance is 0.05 to 0.95. */
    offered: boolean('offered').notNull().default(true),
    /** The model's chance that the line wins the round it is priced for; null before it was priced. */
    chance: doublePrecision('chance'),
    /** The price for the round before, so that players see which way the line moved. */
    previousOdds: doublePrecision('previous_odds'),
    /** home or away for a line on one team's count; null for a line on the whole match. */
    team: text('team'),
    /** The round the line's current price was made for (automatic lines); null before it was priced. */
    pricedRoundId: uuid('priced_round_id'),
    /** An automatic line the admin removed: it stays out of every repricing until offered again. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: optionalTime('deleted_at'),
  },
  (t) => [
    check('odds_bet_type', sql`${t.betType} IN ('over', 'under')`),
    check('odds_team', sql`${t.team} IS NULL OR ${t.team} IN ('home', 'away')`),
    check('odds_threshold_min', sql`${t.threshold} >= 0`),
    check('odds_value_min', sql`${t.odds} >= 1`),
    index('odds_match_idx').on(t.matchId),
  ],
);

/**
 * Each price the game made for a round: one row per line and round, written by the repricing that
 * opened the round's betting. A bet on an automatic line is accepted only at its round's price, and
 * a round cut short voids the lines priced for more minutes than it lasted (`endMinute`).
 */
export const roundPrices = pgTable(
  'round_prices',
  {
    roundId: requiredRef('round_id', () => matchRounds.id, 'cascade'),
    oddId: requiredRef('odd_id', () => odds.id, 'cascade'),
    odds: doublePrecision('odds').notNull(),
    chance: doublePrecision('chance'),
    /** The round's end minute the price assumed; null for the open-ended last round of a half. */
    endMinute: doublePrecision('end_minute'),
    pricedAt: timestamp('priced_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.oddId] })],
);

/** Events recorded on the pitch. Deletions are kept (deletedAt) for the audit and for corrections. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: id(),
    matchId: requiredRef('match_id', () => matches.id, 'cascade'),
    eventType: text('event_type').notNull(),
    timeStamp: timestamp('time_stamp', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** home or away: the team the event went to; null when it was recorded without one. */
    team: text('team'),
    createdAt: createdAt(),
    deletedAt: optionalTime('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('match_events_match_time_idx').on(t.matchId, t.timeStamp),
    check('match_events_team', sql`${t.team} IS NULL OR ${t.team} IN ('home', 'away')`),
  ],
);

/**
 * The Idempotency-Key of each POST event, unique across instances: a repeat of a key within 24 hours
 * answers the event the first request recorded and records nothing.
 */
export const eventRequestKeys = pgTable(
  'event_request_keys',
  {
    key: text('key').primaryKey(),
    eventId: uuid('event_id').references(() => matchEvents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_request_keys_created_idx').on(t.createdAt)],
);
