import {
  CARD_KINDS,
  type CardKind,
  type PushMessage,
  type SettleableBet,
  type SettledRound,
  settleBets,
} from '@kickchips/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { lobbies, matchRounds } from '../../db/schema';
import { writeAudit } from '../audit';
import { lobbySettings } from '../lobbies';
import { loadMatchState, teamSideOf } from '../matches';
import { applyBetSettlements, type RoundOutcomes } from './apply-bet-settlements';
import type { EngineContext } from './engine-context';
import { replayCorrection } from './replay-correction';
import { recordedEvents, roundResult } from './round-result';
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
  /** Settling within a correction of the round's events: its players are replayed (replayCorrection). */
  correction?: boolean;
};

const asCardKind = (kind: string): CardKind | null =>
  CARD_KINDS.includes(kind as CardKind) ? (kind as CardKind) : null;

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

/**
 * settleRound inside the caller's transaction: a correction settles the round it corrected in its
 * own transaction. Null when there is nothing to settle.
 */
export async function settleRoundInTx(
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
  // a correction (game-rules 16): the players with a bet on the round are replayed first, then the
  // round's other bets (none, or all of them on a first settlement) settle as usual
  const replayed =
    options.correction || round.settledVersion > 0 ? await replayCorrection(tx, round, version, now) : null;
  const settled: SettledRound =
    round.status === 'void'
      ? { status: 'void' }
      : roundResult(
          (await loadMatchState(tx, round.matchId))!,
          await recordedEvents(tx, round.matchId),
          roundId,
        );
  const outcomes = await outcomesOfRound(tx, roundId, version, settled, strengths);

  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const run = { roundId, version, now };
  let settledBets = 0;
  for (;;) {
    const moved = await applyBetSettlements(tx, run, outcomes, chunkSize);
    if (moved === 0) break;
    settledBets += moved;
    await options.afterChunk?.(settledBets);
    if (moved < chunkSize) break;
  }
  const eliminationLobbies = await updateEliminations(tx, round.matchId);
  await tx
    .update(matchRounds)
    .set({ settledVersion: version, updatedAt: now })
    .where(eq(matchRounds.id, roundId));
  const corrected = replayed?.plan.members ?? [];
  if (corrected.length > 0) {
    await writeAudit(tx, {
      actorId: null,
      action: 'update',
      entity: 'round',
      entityId: roundId,
      detail: {
        resettled: version,
        corrections: corrected.map(({ lobbyId, userId, delta, bets, penalties }) => ({
          lobbyId,
          userId,
          chips: delta,
          bets: bets.map(({ betId, from, to, delta: chips }) => ({ betId, from, to, chips })),
          penalties,
        })),
      },
    });
  }
  return {
    matchId: round.matchId,
    roundId,
    version,
    lobbyIds: [...new Set([...lobbyIds, ...eliminationLobbies])],
    notified: replayed?.notified ?? [],
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
  const settled = await ctx.db.transaction((tx) => settleRoundInTx(tx, roundId, now, options));
  if (settled) {
    await ctx.notices.publish([
      { type: 'round.settled', matchId: settled.matchId, roundId },
      ...settled.lobbyIds.map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })),
      ...settled.notified,
    ]);
  }
  return settled;
}
