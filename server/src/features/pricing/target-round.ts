import { type SQL, sql } from 'drizzle-orm';

/**
 * The round a match's automatic prices are for (game-rules 3, "betting is always on the next
 * round"): the first round, in match order, the clock has not started. While round k runs that is
 * round k + 1; before kick-off and at half-time, the first round still to come.
 */
export const targetRoundId = (matchId: SQL) => sql`(
  SELECT r.id FROM match_rounds r JOIN match_halves h ON h.id = r.half_id
  WHERE r.match_id = ${matchId} AND r.status = 'upcoming'
  ORDER BY h.half_number, r.start_minute, r.round_number LIMIT 1)`;

/** Matches priced automatically whose prices are not for their next round (or were asked for again). */
export const matchesToPrice = sql`
  FROM matches m
  WHERE m.auto_pricing AND m.deleted_at IS NULL AND m.abandoned_at IS NULL AND m.status <> 'completed'
    AND m.priced_round_id IS DISTINCT FROM ${targetRoundId(sql`m.id`)}`;
