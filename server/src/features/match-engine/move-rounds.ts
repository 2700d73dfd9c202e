import type { Tx } from '../../db/database';
import { loadMatchState, lockMatchRow } from '../matches';
import { applyRoundStatuses } from './apply-round-statuses';

/**
 * Works out the automatic prices of a match's next round if they are not for it yet (the pricing
 * feature's repriceMatch, handed in so that the engine does not import the features built on it);
 * whether it wrote prices.
 */
export type PriceRound = (tx: Tx, matchId: string, now: Date) => Promise<boolean>;

/**
 * Moves a match's rounds to where the clock has them at `now` and, in the same transaction, prices
 * the round whose betting that opened (game-rules 20: nothing on a round is bettable before its
 * prices are written). The clock's round step does this at each round's start, and so does a bet
 * that reaches a round the clock has not moved yet. The match's row is locked first, as every
 * writer of a match's rounds does, so that two of them queue instead of deadlocking. Whether
 * anything changed.
 */
export async function moveRounds(
  tx: Tx,
  matchId: string,
  now: Date,
  priceRound: PriceRound,
): Promise<boolean> {
  await lockMatchRow(tx, matchId);
  const loaded = await loadMatchState(tx, matchId);
  if (!loaded) return false;
  const changes = await applyRoundStatuses(tx, loaded, now.getTime());
  const priced = loaded.match.autoPricing && (await priceRound(tx, matchId, now));
  return changes.length > 0 || priced;
}
