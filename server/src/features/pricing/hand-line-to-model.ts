import type { Odd } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { odds } from '../../db/schema';
import { writeAudit } from '../audit';
import { lockMatchRow, toOddView } from '../matches';
import { requestRepricing } from './request-repricing';

/** Writes `change` on a line the pricing model takes back, and asks for its match to be priced again. */
export async function handLineToModel(
  tx: Tx,
  odd: { id: string; matchId: string },
  change: Partial<typeof odds.$inferInsert>,
  actorId: string,
): Promise<Odd> {
  await lockMatchRow(tx, odd.matchId);
  const [row] = await tx
    .update(odds)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(odds.id, odd.id))
    .returning();
  await requestRepricing(tx, odd.matchId);
  await writeAudit(tx, { actorId, action: 'update', entity: 'odd', entityId: odd.id, detail: change });
  return toOddView(row!);
}
