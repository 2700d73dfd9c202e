import { betTypeSchema, type CopyOddsInput, type Odd } from '@kickchips/core';
import type { Tx } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { findMatchRow } from '../matches';
import { listOdds } from './list-odds';
import { saveOdd } from './save-odd';

const sameLine = (a: Odd, b: Odd) =>
  a.eventType === b.eventType && a.betType === b.betType && a.threshold === b.threshold;

/**
 * "Copy odds from another match": every odd of the other match that this one lacks (same event
 * type, bet type and threshold counts as had), with its event type joining this match's list.
 * Lines on a team are the pricing model's own and are not copied.
 */
export async function copyOdds(
  tx: Tx,
  matchId: string,
  input: CopyOddsInput,
  actorId: string | null,
): Promise<Odd[]> {
  if (input.fromMatchId === matchId) throw badRequest('Choose another match to copy the odds from');
  await findMatchRow(tx, matchId);
  await findMatchRow(tx, input.fromMatchId);
  const had = await listOdds(tx, { matchId });
  for (const odd of await listOdds(tx, { matchId: input.fromMatchId })) {
    if (odd.team || had.some((own) => !own.team && sameLine(own, odd))) continue;
    const { eventType, betType, threshold, odds, name } = odd;
    await saveOdd(
      tx,
      { matchId, eventType, betType: betTypeSchema.parse(betType), threshold, odds, name },
      actorId,
    );
  }
  return listOdds(tx, { matchId });
}
