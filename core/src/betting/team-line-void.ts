/** A settled bet as far as the reason for its refund goes. */
type VoidableBet = {
  status: string;
  odds: { eventType: string; team?: string | null | undefined };
  matchRound: { status: string };
};

/**
 * Why a bet on a team line was refunded although its round was played (game-rules: lines on a
 * team): an event of its type in that round was recorded without a team, so nobody can say whose
 * it was. Null for any other bet, a void round's included (its refund has its own reason).
 */
export function teamLineVoidReason(bet: VoidableBet): string | null {
  if (bet.status !== 'void' || !bet.odds.team || bet.matchRound.status === 'void') return null;
  const article = /^[aeiou]/i.test(bet.odds.eventType) ? 'an' : 'a';
  return `Void: ${article} ${bet.odds.eventType} this round was recorded without a team, so team lines are refunded`;
}
