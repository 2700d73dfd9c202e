/** Win Rate of the GAME RANK detail: bets won over bets settled (game-rules 12), a whole percent; 0% before any. */
export function winRate(betsWon: number, betsSettled: number): string {
  return `${betsSettled > 0 ? Math.round((betsWon / betsSettled) * 100) : 0}%`;
}
