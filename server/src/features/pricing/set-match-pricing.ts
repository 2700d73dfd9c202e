import type { MatchPricing, MatchPricingInput } from '@kickchips/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { matches, odds } from '../../db/schema';
import { writeAudit } from '../audit';
import { findMatchRow } from '../matches';

/**
 * Switches a match's automatic pricing (or its lines per team) on or off, or changes its margin. Switched on, the next
 * tick prices the match's next round. Switched off, the admin's prices alone apply: each automatic
 * line on offer keeps its last price as the admin's (pinned), and the ones not on offer are withdrawn.
 */
export async function setMatchPricing(
  tx: Tx,
  matchId: string,
  input: MatchPricingInput,
  actorId: string,
): Promise<MatchPricing> {
  const before = await findMatchRow(tx, matchId);
  const autoPricing = input.autoPricing ?? before.autoPricing;
  const priceMargin = input.priceMargin ?? before.priceMargin;
  const teamLines = input.teamLines ?? before.teamLines;
  const [row] = await tx
    .update(matches)
    .set({ autoPricing, priceMargin, teamLines, pricedRoundId: null, updatedAt: new Date() })
    .where(eq(matches.id, matchId))
    .returning({
      autoPricing: matches.autoPricing,
      priceMargin: matches.priceMargin,
      teamLines: matches.teamLines,
    });
  if (before.autoPricing && !autoPricing) {
    const automatic = and(eq(odds.matchId, matchId), eq(odds.pinned, false), isNull(odds.deletedAt));
    await tx
      .update(odds)
      .set({ deletedAt: new Date() })
      .where(and(automatic, eq(odds.offered, false)));
    await tx.update(odds).set({ pinned: true, updatedAt: new Date() }).where(automatic);
  }
  await writeAudit(tx, {
    actorId,
    action: 'update',
    entity: 'match',
    entityId: matchId,
    detail: { pricing: input },
  });
  return row!;
}
