import type { Db } from '../../src/db/database';
import { bets } from '../../src/db/schema';
import { postLedgerEntry } from '../../src/features/ledger/post-ledger-entry';

export type BetInput = {
  lobbyId: string;
  userId: string;
  roundId: string;
  odd: {
    id: string;
    odds: number;
    eventType: string;
    betType: string;
    threshold: number;
    team?: string | null;
  };
  stake: number;
  /** The player's 'start' entry, posted first; a player who already has one (joined by the API) keeps it. */
  startingChips?: number;
  cardId?: string;
  /** Already settled (version 1), with its payout entry when won. */
  settled?: 'won' | 'lost';
};

/**
 * The one way tests insert a bet, as place-bet (and settlement, when `settled`) leave it: the odd's
 * values copied in and every chip movement through the ledger, so balances stay true.
 */
export async function insertBet(db: Db, bet: BetInput) {
  const startingChips = bet.startingChips ?? 100;
  const payout = bet.settled === 'won' ? Math.floor(bet.odd.odds * bet.stake) : 0;
  return db.transaction(async (tx) => {
    const base = { lobbyId: bet.lobbyId, userId: bet.userId };
    if (startingChips > 0) await postLedgerEntry(tx, { ...base, delta: startingChips, kind: 'start' });
    const [row] = await tx
      .insert(bets)
      .values({
        ...base,
        roundId: bet.roundId,
        oddId: bet.odd.id,
        stake: bet.stake,
        multiplier: bet.odd.odds,
        eventType: bet.odd.eventType,
        betType: bet.odd.betType,
        threshold: bet.odd.threshold,
        team: bet.odd.team ?? null,
        cardId: bet.cardId ?? null,
        ...(bet.settled && { status: bet.settled, payout, settledVersion: 1, settledAt: new Date() }),
      })
      .returning();
    const entry = { ...base, betId: row!.id, roundId: bet.roundId };
    await postLedgerEntry(tx, { ...entry, delta: -bet.stake, kind: 'stake' });
    if (bet.settled === 'won') {
      await postLedgerEntry(tx, { ...entry, delta: payout, kind: 'payout', settlementVersion: 1 });
    }
    return row!;
  });
}
