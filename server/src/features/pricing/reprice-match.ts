import {
  EVENT_RATES,
  lineKey,
  matchEvidence,
  oddName,
  type PricedLine,
  playedMinutes,
  priceEventType,
  type RoundToPrice,
  roundSpans,
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
  const [claim] = rowsOf<{ margin: number; pricedRoundId: string | null; target: string | null }>(
    await tx.execute(sql`
      SELECT m.price_margin AS margin, m.priced_round_id AS "pricedRoundId", ${targetRoundId(sql`m.id`)} AS target
      FROM matches m WHERE m.id = ${matchId} AND m.auto_pricing AND m.deleted_at IS NULL
      FOR NO KEY UPDATE`),
  );
  if (!claim || claim.pricedRoundId === claim.target) return false;
  const written = claim.target !== null && (await writePrices(tx, matchId, claim.target, claim.margin, now));
  await tx.execute(sql`UPDATE matches SET priced_round_id = ${claim.target} WHERE id = ${matchId}`);
  return written;
}

/** The round as the model takes it: its end left open while it cannot be known (the last round of a half). */
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
  return { round, played: playedMinutes(loaded.state, now.getTime()) };
}

/**
 * Prices every event type of the match that the model has a rate for (core's priceEventType, from
 * the events recorded until `now`): an automatic line takes its new price, chance and whether it
 * is offered (its old price kept as the previous one when it was on offer); a pinned line keeps the
 * admin's price and takes only the chance; a line the round offers that the match lacks is added.
 * Automatic lines of event types no longer priced are withdrawn.
 */
async function writePrices(
  tx: Tx,
  matchId: string,
  roundId: string,
  margin: number,
  now: Date,
): Promise<boolean> {
  const target = await roundToPrice(tx, matchId, roundId, now);
  if (!target) return false;
  const [observedRows, typeRows, oddRows] = await Promise.all([
    tx.execute(sql`
      SELECT event_type AS "eventType", count(*)::int AS count FROM match_events
      WHERE match_id = ${matchId} AND deleted_at IS NULL AND time_stamp <= ${now.toISOString()}::timestamptz
      GROUP BY event_type`),
    tx.execute(sql`
      SELECT et.name FROM match_event_types mt JOIN event_types et ON et.id = mt.event_type_id
      WHERE mt.match_id = ${matchId}`),
    tx.execute(sql`
      SELECT id, event_type AS "eventType", bet_type AS "betType", threshold, odds, pinned, offered
      FROM odds WHERE match_id = ${matchId} AND deleted_at IS NULL`),
  ]);
  const observed = new Map(
    rowsOf<{ eventType: string; count: number }>(observedRows).map((r) => [r.eventType, r.count]),
  );
  const rows = rowsOf<OddRow>(oddRows);
  const byLine = new Map(rows.map((row) => [lineKey(row), row]));
  const priced = new Set<string>();
  const updates: PriceUpdate[] = [];
  const added: { eventType: string; line: PricedLine }[] = [];
  for (const { name } of rowsOf<{ name: string }>(typeRows)) {
    const rate = EVENT_RATES[name];
    if (!rate) continue;
    const evidence = matchEvidence(rate, target.played, observed.get(name) ?? 0);
    const known = rows.filter((row) => row.eventType === name).map((row) => row.threshold);
    const { lines } = priceEventType(rate, target.round, evidence, margin, known);
    for (const line of lines) {
      const row = byLine.get(lineKey({ eventType: name, ...line }));
      if (!row) {
        if (line.offered) added.push({ eventType: name, line });
        continue;
      }
      priced.add(row.id);
      updates.push(
        row.pinned
          ? { id: row.id, odds: row.odds, chance: line.chance, offered: row.offered, previousOdds: null }
          : {
              id: row.id,
              odds: line.price,
              chance: line.chance,
              offered: line.offered,
              previousOdds: row.offered ? row.odds : null,
            },
      );
    }
  }
  for (const row of rows) {
    if (!row.pinned && !priced.has(row.id)) {
      updates.push({ id: row.id, odds: row.odds, chance: null, offered: false, previousOdds: null });
    }
  }
  await writeUpdates(tx, updates);
  if (added.length > 0) {
    await tx.insert(odds).values(
      added.map(({ eventType, line }) => ({
        matchId,
        eventType,
        betType: line.betType,
        threshold: line.threshold,
        odds: line.price,
        name: oddName(eventType, line.betType, line.threshold),
        pinned: false,
        offered: true,
        chance: line.chance,
      })),
    );
  }
  return true;
}

/** The lines' new values in one statement; a pinned line's price and previous price stay as they are. */
async function writeUpdates(tx: Tx, updates: PriceUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`
    UPDATE odds o SET
      odds = CASE WHEN o.pinned THEN o.odds ELSE v.odds END,
      chance = v.chance,
      offered = v.offered,
      previous_odds = CASE WHEN o.pinned THEN o.previous_odds ELSE v."previousOdds" END,
      updated_at = now()
    FROM json_to_recordset(${JSON.stringify(updates)}::json)
      AS v(id uuid, odds double precision, chance double precision, offered boolean, "previousOdds" double precision)
    WHERE o.id = v.id`);
}
