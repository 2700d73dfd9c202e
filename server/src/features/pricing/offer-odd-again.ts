import type { Odd } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { findOddRow } from '../matches';
import { handLineToModel } from './hand-line-to-model';

/**
 * "Offer again": hands a withdrawn automatic line back to the pricing model, which prices it at
 * the next tick and offers it when the round's rules do (game-rules 20).
 */
export async function offerOddAgain(tx: Tx, oddId: string, actorId: string): Promise<Odd> {
  const odd = await findOddRow(tx, oddId);
  if (!odd.withdrawn) throw badRequest('That line is not withdrawn', 'odds/not_withdrawn');
  return handLineToModel(tx, odd, { withdrawn: false }, actorId);
}
