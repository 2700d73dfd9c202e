import type { Odd } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { findMatchRow, findOddRow } from '../matches';
import { handLineToModel } from './hand-line-to-model';

/**
 * Hands a pinned line back to the pricing model, which prices it again at the next tick; until then
 * its price is made for no round.
 */
export async function unpinOdd(tx: Tx, oddId: string, actorId: string): Promise<Odd> {
  const odd = await findOddRow(tx, oddId);
  const match = await findMatchRow(tx, odd.matchId);
  if (!match.autoPricing) {
    throw badRequest(
      'Automatic pricing is off for this match: switch it on to unpin a line',
      'odds/manual_match',
    );
  }
  return handLineToModel(tx, odd, { pinned: false, pricedRoundId: null }, actorId);
}
