import {
  CARD_KINDS,
  type CardKind,
  countEventsByRound,
  type GameSettings,
  type PushMessage,
  roundSpans,
  type SettleableBet,
  type SettledRound,
  settleBets,
} from '@kickchips/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { bets, cards, lobbies, matchEvents, matchRounds } from '../../db/schema';
import { writeAudit } from '../audit';
import { lobbySettings } from '../lobbies';
import { loadMatchState } from '../matches';
import { notifyResultChanges } from '../notifications';
import {
  applyBetSettlements,
  type BetCorrection,
  type BetOutcome,
  type BetSettlement,
  type SettlingBet,
} from './apply-bet-settlements';
import type { EngineContext } from './engine-context';
import { updateEliminations } from './update-eliminations';

export type RoundSettlement = {
  matchId: string;
  roundId: string;
  version: number;
  lobbyIds: string[];
  /** The push notices of the players a correction notified. */
  notified: PushMessage[];
};

/**
 * Bets written per statement: a few statements per chunk, and arrays of a sane size. Each chunk's
 * statements pass over the round's bets once, so small chunks would cost chunks x bets.
 */
const CHUNK_SIZE = 25_000;

export type SettleOptions = {
  chunkSize?: number;
  /** A pause after each chunk of bets, so that the crash test can kill a settlement half way. */
  afterChunk?: (settledBets: number) => Promise<void>;
};

type BetRow = SettlingBet &
  Pick<SettleableBet, 'eventType' | 'threshold' | 'multiplier' | 'stake'> & {
    betType: string;
  };
type BetWithCard = { bet: BetRow; cardKind: string | null };

const asCardKind = (kind: string | null): CardKind | null =>
  CARD_KINDS.includes(kind as CardKind) ? (kind as CardKind) : null;

async function countsOfRound(tx: Tx, matchId: string, roundId: string): Promise<Record<string, number>> {
  const loaded = (await loadMatchState(tx, matchId))!;
  const events = await tx
    .select({ eventType: matchEvents.eventType, timeStamp: matchEvents.timeStamp })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.deletedAt)));
  const inputs = events.map((e) => ({ eventType: e.eventType, timeStamp: e.timeStamp.getTime() }));
  return countEventsByRound(inputs, roundSpans(loaded.state), loaded.state).get(roundId) ?? {};
}

/** Won, lost or void and the payout of every bet, by core's settleBets with each lobby's card strength. */
function outcomesOf(
  rows: BetWithCard[],
  round: SettledRound,
  settings: Map<string, GameSettings>,
): Map<string, BetOutcome> {
  // grouped in one pass: filtering the rows once per lobby costs bets x lobbies (a minute at 100,000 bets)
  const byLobby = new Map<string, SettleableBet[]>();
  for (const { bet, cardKind } of rows) {
    const lobbyBets = byLobby.get(bet.lobbyId) ?? [];
    lobbyBets.push({
      id: bet.id,
      eventType: bet.eventType,
      betType: bet.betType === 'under' ? 'under' : 'over',
      threshold: bet.threshold,
      multiplier: bet.multiplier,
      stake: bet.stake,
      cardKind: asCardKind(cardKind),
    });
    byLobby.set(bet.lobbyId, lobbyBets);
  }
  const outcomes = new Map<string, BetOutcome>();
  for (const [lobbyId, lobbySetting] of settings) {
    const settleable = byLobby.get(lobbyId) ?? [];
    for (const s of settleBets(settleable, round, lobbySetting.cardEffectStrength)) {
      outcomes.set(s.betId, { status: s.status, payout: s.payout });
    }
  }
  return outcomes;
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
  const rows: BetWithCard[] = await tx
    .select({
      bet: {
        id: bets.id,
        lobbyId: bets.lobbyId,
        userId: bets.userId,
        roundId: bets.roundId,
        status: bets.status,
        payout: bets.payout,
        settledVersion: bets.settledVersion,
        eventType: bets.eventType,
        betType: bets.betType,
        threshold: bets.threshold,
        multiplier: bets.multiplier,
        stake: bets.stake,
      },
      cardKind: cards.kind,
    })
    .from(bets)
    .leftJoin(cards, eq(cards.id, bets.cardId))
    .where(eq(bets.roundId, roundId));
  const lobbyIds = [...new Set(rows.map((row) => row.bet.lobbyId))];
  const lobbyRows =
    lobbyIds.length === 0
      ? []
      : await tx
          .select({ id: lobbies.id, settings: lobbies.settings })
          .from(lobbies)
          .where(sql`${lobbies.id} = ANY(${sql.param(lobbyIds)}::uuid[])`);
  const settings = new Map(lobbyRows.map((lobby) => [lobby.id, lobbySettings(lobby.settings)]));
  const settled: SettledRound =
    round.status === 'void'
      ? { status: 'void' }
      : { status: 'finished', countsByEventType: await countsOfRound(tx, round.matchId, roundId) };
  const outcomes = outcomesOf(rows, settled, settings);

  const settlements = rows.flatMap(({ bet }): BetSettlement[] => {
    const outcome = outcomes.get(bet.id);
    return outcome ? [{ bet, outcome }] : [];
  });
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const corrections: BetCorrection[] = [];
  for (let start = 0; start < settlements.length; start += chunkSize) {
    const chunk = settlements.slice(start, start + chunkSize);
    for (const correction of await applyBetSettlements(tx, chunk, { roundId, version, now })) {
      corrections.push(correction);
    }
    await options.afterChunk?.(start + chunk.length);
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
 * starts again. Void rounds refund their stakes. The outcomes are worked out in memory and written
 * a chunk of bets at a time, a few set-based statements per chunk.
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
