import {
  bettingOpensAt,
  EVENT_RATES,
  type EventRate,
  lineKey,
  matchEvidence,
  oddName,
  type PricedLine,
  playedMinutes,
  priceEventType,
  type RoundToPrice,
  roundSpans,
  TEAM_SIDES,
  type TeamSide,
  teamRate,
  teamSplitOf,
} from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { odds } from '../../db/schema';
import { loadMatchState } from '../matches';
import { targetRoundId } from './target-round';

type OddRow = {
  id: string;
  eventType: string;
  team: TeamSide | null;
  betType: 'over' | 'under';
  threshold: number;
  odds: number;
  pinned: boolean;
  offered: boolean;
};
type PriceUpdate = {
  id: string;
  odds: number;
  chance: number | null;
  offered: boolean;
  previousOdds: number | null;
};

/**
 * Works a match's automatic prices out for its next round, once: the match's row is locked and
 * the work skipped when another instance has just done it. Returns whether prices were written.
 */
export async function repriceMatch(tx: Tx, matchId: string, now: Date): Promise<boolean> {
  const [claim] = rowsOf<{
    margin: number;
    teamLines: boolean;
    pricedRoundId: string | null;
    target: string | null;
  }>(
    await tx.execute(sql`
      SELECT m.price_margin AS margin, m.team_lines AS "teamLines", m.priced_round_id AS "pricedRoundId",
             ${targetRoundId(sql`m.id`)} AS target
      FROM matches m WHERE m.id = ${matchId} AND m.auto_pricing AND m.deleted_at IS NULL
      FOR NO KEY UPDATE`),
  );
  if (!claim || claim.pricedRoundId === claim.target) return false;
  const written =
    claim.target !== null &&
    (await writePrices(tx, matchId, claim.target, { margin: claim.margin, teamLines: claim.teamLines }, now));
  await tx.execute(sql`UPDATE matches SET priced_round_id = ${claim.target} WHERE id = ${matchId}`);
  return written;
}

/**
 * The round as the model takes it (its end left open while it cannot be known: the last round of a
 * half), and the moment its prices are made at: when its betting opened (core's bettingOpensAt), or
 * `now` before that is on the clock. So a round's prices are the same whoever makes them and however
 * late: the clock's tick at the round's opening, or the first bet that reaches it.
 */
async function roundToPrice(tx: Tx, matchId: string, roundId: string, now: Date) {
  const loaded = await loadMatchState(tx, matchId);
  if (!loaded) return null;
  const span = roundSpans(loaded.state).find((s) => s.round.id === roundId);
  if (!span) return null;
  const round: RoundToPrice = {
    halfNumber: span.half.halfNumber,
    startMinute: span.startMinute,
    endMinute: span.endKnown ? span.endMinute : null,
  };
  const at = Math.min(now.getTime(), bettingOpensAt(loaded.state, roundId) ?? now.getTime());
  return { round, at: new Date(at), played: playedMinutes(loaded.state, at) };
}

/** What lines are priced on: an event type, on the whole match or (`team`) on one team's count. */
type Market = { eventType: string; rate: EventRate; team: TeamSide | null };

/** The markets of an event type: the whole match, and with lines per team each team's count. */
function marketsOf(eventType: string, rate: EventRate, teamLines: boolean): Market[] {
  const split = teamLines ? teamSplitOf(eventType) : undefined;
  const perTeam = split
    ? TEAM_SIDES.map((team) => ({ eventType, rate: teamRate(rate, split, team), team }))
    : [];
  return [{ eventType, rate, team: null }, ...perTeam];
}

/**
 * Prices every event type of the match that the model has a rate for (core's priceEventType, from
 * the events recorded until the round's betting opened), and with the match's lines per team on, each team's lines of
 * the types that have them (from that team's events alone; events without a team teach only the
 * match's rate): an automatic line takes its new price, chance and whether it is offered (its old
 * price kept as the previous one when it was on offer); a pinned line keeps the admin's price and
 * takes only the chance; a line the round offers that the match lacks is added. Automatic lines no
 * longer priced (of an event type gone, or per team once they are switched off) are taken off, and
 * a line the admin withdrew stays off (and is never added again). Every line records the round its
 * price is for, and each line on offer is kept in `round_prices` as the round's price.
 */
async function writePrices(
  tx: Tx,
  matchId: string,
  roundId: string,
  pricing: { margin: number; teamLines: boolean },
  now: Date,
): Promise<boolean> {
  const { margin } = pricing;
  const target = await roundToPrice(tx, matchId, roundId, now);
  if (!target) return false;
  const [observedRows, typeRows, oddRows] = await Promise.all([
    tx.execute(sql`
      SELECT event_type AS "eventType", team, count(*)::int AS count FROM match_events
      WHERE match_id = ${matchId} AND deleted_at IS NULL AND time_stamp <= ${target.at.toISOString()}::timestamptz
      GROUP BY event_type, team`),
    tx.execute(sql`
      SELECT et.name FROM match_event_types mt JOIN event_types et ON et.id = mt.event_type_id
      WHERE mt.match_id = ${matchId}`),
    tx.execute(sql`
      SELECT id, event_type AS "eventType", team, bet_type AS "betType", threshold, odds, pinned, offered
      FROM odds WHERE match_id = ${matchId} AND deleted_at IS NULL`),
  ]);
  const observedRowsOf = rowsOf<{ eventType: string; team: TeamSide | null; count: number }>(observedRows);
  const observed = (market: Market) =>
    observedRowsOf
      .filter((r) => r.eventType === market.eventType && (market.team === null || r.team === market.team))
      .reduce((sum, r) => sum + r.count, 0);
  const rows = rowsOf<OddRow>(oddRows);
  const byLine = new Map(rows.map((row) => [lineKey(row), row]));
  const priced = new Set<string>();
  const updates: PriceUpdate[] = [];
  const added: { market: Market; line: PricedLine }[] = [];
  for (const { name } of rowsOf<{ name: string }>(typeRows)) {
    const rate = EVENT_RATES[name];
    if (!rate) continue;
    for (const market of marketsOf(name, rate, pricing.teamLines)) {
      const evidence = matchEvidence(market.rate, target.played, observed(market));
      const known = rows
        .filter((row) => row.eventType === name && row.team === market.team)
        .map((row) => row.threshold);
      const { lines } = priceEventType(market.rate, target.round, evidence, margin, known);
      for (const line of lines) {
        const row = byLine.get(lineKey({ eventType: name, team: market.team, ...line }));
        if (!row) {
          if (line.offered) added.push({ market, line });
          continue;
        }
        priced.add(row.id);
        // the statement keeps a pinned line's price and offer, and a withdrawn line off (writeUpdates)
        updates.push({
          id: row.id,
          odds: line.price,
          chance: line.chance,
          offered: line.offered,
          previousOdds: row.offered ? row.odds : null,
        });
      }
    }
  }
  for (const row of rows) {
    if (!row.pinned && !priced.has(row.id)) {
      updates.push({ id: row.id, odds: row.odds, chance: null, offered: false, previousOdds: null });
    }
  }
  await writeUpdates(tx, roundId, updates);
  if (added.length > 0) {
    await tx.insert(odds).values(
      added.map(({ market: { eventType, team }, line }) => ({
        matchId,
        eventType,
        team,
        betType: line.betType,
        threshold: line.threshold,
        odds: line.price,
        name: oddName(team ? `${eventType} ${team}` : eventType, line.betType, line.threshold),
        pinned: false,
        offered: true,
        chance: line.chance,
        pricedRoundId: roundId,
      })),
    );
  }
  await keepRoundPrices(tx, matchId, roundId, target.round.endMinute);
  return true;
}

/** The round's price of every line on offer, as made for it now (a repricing of the same round replaces it). */
async function keepRoundPrices(
  tx: Tx,
  matchId: string,
  roundId: string,
  endMinute: number | null,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO round_prices (round_id, odd_id, odds, chance, end_minute)
    SELECT ${roundId}::uuid, o.id, o.odds, o.chance, ${endMinute}::double precision
    FROM odds o WHERE o.match_id = ${matchId} AND o.deleted_at IS NULL AND o.offered
    ON CONFLICT (round_id, odd_id) DO UPDATE
      SET odds = excluded.odds, chance = excluded.chance, end_minute = excluded.end_minute, priced_at = now()`);
}

/**
 * The lines' new values for the round in one statement, which decides from each row as it stands:
 * a pinned line keeps the admin's price and whether it is offered, a withdrawn line stays off at its
 * last price, and a line priced again for the same round (after an admin's edit) keeps the price
 * of the round before as its previous one.
 */
async function writeUpdates(tx: Tx, roundId: string, updates: PriceUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`
    UPDATE odds o SET
      odds = CASE WHEN o.pinned OR o.withdrawn THEN o.odds ELSE v.odds END,
      chance = v.chance,
      offered = CASE WHEN o.pinned THEN o.offered WHEN o.withdrawn THEN false ELSE v.offered END,
      priced_round_id = ${roundId}::uuid,
      previous_odds = CASE WHEN o.pinned OR o.withdrawn OR o.priced_round_id = ${roundId}::uuid
        THEN o.previous_odds ELSE v."previousOdds" END,
      updated_at = now()
    FROM json_to_recordset(${JSON.stringify(updates)}::json)
      AS v(id uuid, odds double precision, chance double precision, offered boolean, "previousOdds" double precision)
    WHERE o.id = v.id`);
}
