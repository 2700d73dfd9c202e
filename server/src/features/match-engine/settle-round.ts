import {
  CARD_KINDS,
  type CardKind,
  countEventsByRound,
  type PushMessage,
  roundSpans,
  type SettleableBet,
  type SettledRound,
  settleBets,
  teamCountsOfRound,
} from '@kickchips/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { lobbies, matchEvents, matchRounds } from '../../db/schema';
import { writeAudit } from '../audit';
import { lobbySettings } from '../lobbies';
import { loadMatchState, teamSideOf } from '../matches';
import { notifyResultChanges } from '../notifications';
import { applyBetSettlements, type BetCorrection, type RoundOutcomes } from './apply-bet-settlements';
import type { EngineContext } from './engine-context';
import { updateEliminations } from './update-eliminations';
import { voidCutShortBets } from './void-cut-short-bets';

export type RoundSettlement = {
  matchId: string;
  roundId: string;
  version: number;
  lobbyIds: string[];
  /** The push notices of the players a correction notified. */
  notified: PushMessage[];
};

/**
 * Bets settled per statement. Each chunk's statement passes over the round's bets again (stopping
 * when it has enough), so small chunks would cost chunks x bets.
 */
const CHUNK_SIZE = 25_000;

export type SettleOptions = {
  chunkSize?: number;
  /** A pause after each chunk of bets, so that the crash test can kill a settlement half way. */
  afterChunk?: (settledBets: number) => Promise<void>;
};

const asCardKind = (kind: string): CardKind | null =>
  CARD_KINDS.includes(kind as CardKind) ? (kind as CardKind) : null;

/**
 * What a finished round's bets settle on: the count of each event type in its span, and each
 * type's events by team (match_events.team) for the bets on team lines.
 */
async function countsOfRound(
  tx: Tx,
  matchId: string,
  roundId: string,
): Promise<Extract<SettledRound, { status: 'finished' }>> {
  const loaded = (await loadMatchState(tx, matchId))!;
  const events = await tx
    .select({ eventType: matchEvents.eventType, timeStamp: matchEvents.timeStamp, team: matchEvents.team })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.deletedAt)));
  const inputs = events.map((e) => ({
    eventType: e.eventType,
    timeStamp: e.timeStamp.getTime(),
    team: teamSideOf(e.team) ?? null,
  }));
  const spans = roundSpans(loaded.state);
  return {
    status: 'finished',
    countsByEventType: countEventsByRound(inputs, spans, loaded.state).get(roundId) ?? {},
    teamCountsByEventType: teamCountsOfRound(inputs, spans, loaded.state, roundId),
  };
}

type StoredTerms = {
  eventType: string;
  /** '' for a line on the whole match. */
  team: string;
  betType: string;
  threshold: string;
  multiplier: string;
  stake: number;
  cardKind: string;
};

/**
 * The outcome of every kind of bet still to settle on the round, by core's settleBets, once for each
 * card strength among the round's lobbies: a round of 100,000 bets has a few hundred kinds, so the
 * bets themselves never pass through this process.
 */
async function outcomesOfRound(
  tx: Tx,
  roundId: string,
  version: number,
  round: SettledRound,
  lobbyStrengths: ReadonlyMap<string, number>,
): Promise<RoundOutcomes> {
  const found = await tx.execute(sql`
    SELECT DISTINCT b.event_type AS "eventType", coalesce(b.team, '') AS team, b.bet_type AS "betType",
           b.threshold::text AS threshold,
           b.multiplier::text AS multiplier, b.stake, coalesce(c.kind, '') AS "cardKind"
    FROM bets b LEFT JOIN cards c ON c.id = b.card_id
    WHERE b.round_id = ${roundId} AND b.settled_version < ${version}
  `);
  const stored = rowsOf<StoredTerms>(found);
  const settleable: SettleableBet[] = stored.map((t, index) => ({
    id: String(index),
    eventType: t.eventType,
    team: teamSideOf(t.team) ?? null,
    betType: t.betType === 'under' ? 'under' : 'over',
    threshold: Number(t.threshold),
    multiplier: Number(t.multiplier),
    stake: Number(t.stake),
    cardKind: asCardKind(t.cardKind),
  }));
  const strengths = [...new Set(lobbyStrengths.values())];
  const terms: RoundOutcomes['terms'] = {
    eventType: [],
    team: [],
    betType: [],
    threshold: [],
    multiplier: [],
    stake: [],
    cardKind: [],
    strengthClass: [],
    status: [],
    payout: [],
  };
  strengths.forEach((strength, strengthClass) => {
    for (const s of settleBets(settleable, round, strength)) {
      const t = stored[Number(s.betId)]!;
      terms.eventType.push(t.eventType);
      terms.team.push(t.team);
      terms.betType.push(t.betType);
      terms.threshold.push(t.threshold);
      terms.multiplier.push(t.multiplier);
      terms.stake.push(Number(t.stake));
      terms.cardKind.push(t.cardKind);
      terms.strengthClass.push(strengthClass);
      terms.status.push(s.status);
      terms.payout.push(s.payout);
    }
  });
  const lobbyClasses: RoundOutcomes['lobbyClasses'] = {};
  if (strengths.length > 1) {
    for (const [lobbyId, strength] of lobbyStrengths) lobbyClasses[lobbyId] = strengths.indexOf(strength);
  }
  return { terms, lobbyClasses };
}

async function settleInTx(
  tx: Tx,
  roundId: string,
  now: Date,
  options: SettleOptions,
): Promise<RoundSettlement | null> {
  const [round] = await tx.select().from(matchRounds).where(eq(matchRounds.id, roundId)).for('update');
  if (!round || round.settledVersion >= round.settlementVersion) return null;
  if (round.status !== 'finished' && round.status !== 'void') return null;
  const version = round.settlementVersion;
  const lobbyRows = await tx
    .select({ id: lobbies.id, settings: lobbies.settings })
    .from(lobbies)
    .where(sql`${lobbies.id} IN (SELECT lobby_id FROM bets WHERE round_id = ${roundId})`);
  const lobbyIds = lobbyRows.map((lobby) => lobby.id);
  const strengths = new Map(
    lobbyRows.map((lobby) => [lobby.id, lobbySettings(lobby.settings).cardEffectStrength]),
  );
  await voidCutShortBets(tx, round, { roundId, version, now });
  const settled: SettledRound =
    round.status === 'void' ? { status: 'void' } : await countsOfRound(tx, round.matchId, roundId);
  const outcomes = await outcomesOfRound(tx, roundId, version, settled, strengths);

  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const run = { roundId, version, now };
  const corrections: BetCorrection[] = [];
  let settledBets = 0;
  for (;;) {
    const chunk = await applyBetSettlements(tx, run, outcomes, chunkSize);
    if (chunk.moved === 0) break;
    for (const correction of chunk.corrections) corrections.push(correction);
    settledBets += chunk.moved;
    await options.afterChunk?.(settledBets);
    if (chunk.moved < chunkSize) break;
  }
  const eliminationLobbies = await updateEliminations(tx, round.matchId);
  await tx
    .update(matchRounds)
    .set({ settledVersion: version, updatedAt: now })
    .where(eq(matchRounds.id, roundId));
  let notified: PushMessage[] = [];
  if (corrections.length > 0) {
    notified = await notifyResultChanges(tx, round.roundNumber, corrections, now);
    await writeAudit(tx, {
      actorId: null,
      action: 'update',
      entity: 'round',
      entityId: roundId,
      detail: {
        resettled: version,
        corrections,
        shortfall: corrections.reduce((sum, c) => sum + c.shortfall, 0),
      },
    });
  }
  return {
    matchId: round.matchId,
    roundId,
    version,
    lobbyIds: [...new Set([...lobbyIds, ...eliminationLobbies])],
    notified,
  };
}

/**
 * Settles a finished (or voided) round whose settlement version is ahead of its settled version,
 * in one transaction (game-rules 4): the round row is locked first, so concurrent settlers take
 * turns and the second finds nothing left to do; a crash rolls everything back and the next tick
 * starts again. Void rounds refund their stakes. Core decides the outcome of each kind of bet on
 * the round, and the bets are written a chunk at a time, one set-based statement per chunk.
 */
export async function settleRound(
  ctx: EngineContext,
  roundId: string,
  options: SettleOptions = {},
): Promise<RoundSettlement | null> {
  const now = ctx.clock.now();
  const settled = await ctx.db.transaction((tx) => settleInTx(tx, roundId, now, options));
  if (settled) {
    await ctx.notices.publish([
      { type: 'round.settled', matchId: settled.matchId, roundId },
      ...settled.lobbyIds.map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })),
      ...settled.notified,
    ]);
  }
  return settled;
}
