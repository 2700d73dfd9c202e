/** What Win Rate reads before any bet is settled: a dash, since 0% would say every bet lost. */
export const NO_WIN_RATE = '—';

/** Win Rate of the GAME RANK detail: bets won over bets settled (game-rules 12), a whole percent. */
export function winRate(betsWon: number, betsSettled: number): string {
  return betsSettled > 0 ? `${Math.round((betsWon / betsSettled) * 100)}%` : NO_WIN_RATE;
}
