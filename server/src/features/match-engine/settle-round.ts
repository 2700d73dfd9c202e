import {
  CARD_KINDS,
  type CardKind,
  countEventsByRound,
  type GameSettings,
  roundSpans,
  type SettleableBet,
  settleBets,
} from '@kickchips/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { bets, cards, lobbies, matchEvents, matchRounds } from '../../db/schema';
import { writeAudit } from '../admin-shared/write-audit';
import { applyBetSettlement, type BetCorrection, type BetOutcome, type BetRow } from './apply-bet-settlement';
import { type EngineContext, publish } from './engine-context';
import { loadMatchState } from './load-match-state';
import { lobbySettings } from './lobby-settings';
import { updateEliminations } from './update-eliminations';

export type RoundSettlement = { matchId: string; roundId: string; version: number; lobbyIds: string[] };

/** A pause after each bet, so that the crash test can kill a settlement half way. */
export type SettleHooks = { afterBet?: (betId: string) => Promise<void> };

type BetWithCard = { bet: BetRow; cardKind: string | null };

const asCardKind = (kind: string | null): CardKind | null =>
  CARD_KINDS.includes(kind as CardKind) ? (kind as CardKind) : null;

/** Event types match case-insensitively, as names that differ only in case are the same type. */
const typeKey = (eventType: string) => eventType.toLowerCase();

async function countsOfRound(tx: Tx, matchId: string, roundId: string): Promise<Record<string, number>> {
  const loaded = (await loadMatchState(tx, matchId))!;
  const events = await tx
    .select({ eventType: matchEvents.eventType, timeStamp: matchEvents.timeStamp })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), isNull(matchEvents.deletedAt)));
  const inputs = events.map((e) => ({ eventType: typeKey(e.eventType), timeStamp: e.timeStamp.getTime() }));
  return countEventsByRound(inputs, roundSpans(loaded.state), loaded.state).get(roundId) ?? {};
}

/** Won or lost and the payout of every bet, by core's settleBets with each lobby's card strength. */
function outcomesOf(
  rows: BetWithCard[],
  counts: Record<string, number>,
  settings: Map<string, GameSettings>,
): Map<string, BetOutcome> {
  const outcomes = new Map<string, BetOutcome>();
  for (const [lobbyId, lobbySetting] of settings) {
    const settleable = rows
      .filter((row) => row.bet.lobbyId === lobbyId)
      .map(
        ({ bet, cardKind }): SettleableBet => ({
          id: bet.id,
          eventType: typeKey(bet.eventType),
          betType: bet.betType === 'under' ? 'under' : 'over',
          threshold: bet.threshold,
          multiplier: bet.multiplier,
          stake: bet.stake,
          cardKind: asCardKind(cardKind),
        }),
      );
    for (const s of settleBets(settleable, counts, lobbySetting.cardEffectStrength)) {
      outcomes.set(s.betId, { status: s.isWon ? 'won' : 'lost', payout: s.payout });
    }
  }
  return outcomes;
}

async function settleInTx(
  tx: Tx,
  roundId: string,
  now: Date,
  hooks: SettleHooks,
): Promise<RoundSettlement | null> {
  const [round] = await tx.select().from(matchRounds).where(eq(matchRounds.id, roundId)).for('update');
  if (!round || round.settledVersion >= round.settlementVersion) return null;
  if (round.status !== 'finished' && round.status !== 'void') return null;
  const version = round.settlementVersion;
  const rows: BetWithCard[] = await tx
    .select({ bet: bets, cardKind: cards.kind })
    .from(bets)
    .leftJoin(cards, eq(cards.id, bets.cardId))
    .where(eq(bets.roundId, roundId))
    .orderBy(asc(bets.lobbyId), asc(bets.userId));
  const lobbyIds = [...new Set(rows.map((row) => row.bet.lobbyId))];
  const lobbyRows =
    lobbyIds.length === 0
      ? []
      : await tx
          .select({ id: lobbies.id, settings: lobbies.settings })
          .from(lobbies)
          .where(inArray(lobbies.id, lobbyIds));
  const settings = new Map(lobbyRows.map((lobby) => [lobby.id, lobbySettings(lobby.settings)]));
  const outcomes =
    round.status === 'void'
      ? new Map(rows.map(({ bet }): [string, BetOutcome] => [bet.id, { status: 'void', payout: bet.stake }]))
      : outcomesOf(rows, await countsOfRound(tx, round.matchId, roundId), settings);

  const corrections: BetCorrection[] = [];
  for (const { bet } of rows) {
    const outcome = outcomes.get(bet.id);
    if (!outcome) continue;
    const correction = await applyBetSettlement(tx, bet, outcome, version, now);
    if (correction) corrections.push(correction);
    await hooks.afterBet?.(bet.id);
  }
  const eliminationLobbies = await updateEliminations(tx, round.matchId);
  await tx
    .update(matchRounds)
    .set({ settledVersion: version, updatedAt: now })
    .where(eq(matchRounds.id, roundId));
  if (corrections.length > 0) {
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
  };
}

/**
 * Settles a finished (or voided) round whose settlement version is ahead of its settled version,
 * in one transaction (game-rules 4): the round row is locked first, so concurrent settlers take
 * turns and the second finds nothing left to do; a crash rolls everything back and the next tick
 * starts again. Void rounds refund their stakes.
 */
export async function settleRound(
  ctx: EngineContext,
  roundId: string,
  hooks: SettleHooks = {},
): Promise<RoundSettlement | null> {
  const now = ctx.clock.now();
  const settled = await ctx.db.transaction((tx) => settleInTx(tx, roundId, now, hooks));
  if (settled) {
    await publish(ctx, [
      { type: 'round.settled', matchId: settled.matchId, roundId },
      ...settled.lobbyIds.map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })),
    ]);
  }
  return settled;
}
