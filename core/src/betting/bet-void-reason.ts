/** A settled bet as far as the reason for its refund goes. */
type VoidableBet = {
  status: string;
  /** The reason the server stored when it voided the bet (bets.void_reason), if any. */
  voidReason?: string | null | undefined;
  odds: { eventType: string; team?: string | null | undefined };
  matchRound: { status: string };
};

/**
 * Why a void bet was refunded, as the bet card and the result moment say it, or null. The sentence
 * the server stored when it voided the bet wins (a round cut short by the end of its half, a
 * correction); otherwise a team line of a played round was void because an event of its type in
 * that round was recorded without a team, so nobody can say whose it was (game-rules: lines on a
 * team). A bet of a void round has no reason of its own.
 */
export function betVoidReason(bet: VoidableBet): string | null {
  if (bet.status !== 'void') return null;
  if (bet.voidReason) return bet.voidReason;
  if (!bet.odds.team || bet.matchRound.status === 'void') return null;
  const article = /^[aeiou]/i.test(bet.odds.eventType) ? 'an' : 'a';
  return `Void: ${article} ${bet.odds.eventType} this round was recorded without a team, so team lines are refunded`;
}
