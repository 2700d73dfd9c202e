/** Win Rate of the GAME RANK detail: bets won over bets placed, a whole percent; 0% before any bet. */
export function winRate(betsWon: number, betsPlaced: number): string {
  return `${betsPlaced > 0 ? Math.round((betsWon / betsPlaced) * 100) : 0}%`;
}
