import type { Odd } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { odds } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { writeAudit } from '../audit';
import { findMatchRow, findOddRow, toOddView } from '../matches';
import { requestRepricing } from './request-repricing';

/** Hands a pinned line back to the pricing model, which prices it again at the next tick. */
export async function unpinOdd(tx: Tx, oddId: string, actorId: string): Promise<Odd> {
  const odd = await findOddRow(tx, oddId);
  const match = await findMatchRow(tx, odd.matchId);
  if (!match.autoPricing) {
    throw badRequest(
      'Automatic pricing is off for this match: switch it on to unpin a line',
      'odds/manual_match',
    );
  }
  const [row] = await tx
    .update(odds)
    .set({ pinned: false, updatedAt: new Date() })
    .where(eq(odds.id, odd.id))
    .returning();
  await requestRepricing(tx, odd.matchId);
  await writeAudit(tx, {
    actorId,
    action: 'update',
    entity: 'odd',
    entityId: odd.id,
    detail: { pinned: false },
  });
  return toOddView(row!);
}
