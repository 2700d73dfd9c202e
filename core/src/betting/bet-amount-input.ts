/** The chip amount box of the quick-bet panel (spec 5, 9). */
export const BET_AMOUNT = { min: 1, max: 100, initial: 10, quickAmounts: [5, 10, 25, 50, 100] } as const;

/** The largest amount the box accepts: 100, or the lobby's maxBetAmount when lower. */
export function betAmountCap(maxBetAmount: number): number {
  return Math.min(BET_AMOUNT.max, maxBetAmount);
}

/** The amount typed text stands for: empty (or not a number) counts as 0, else a whole number in [1, cap]. */
export function betAmountFromInput(text: string, maxBetAmount: number): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.min(betAmountCap(maxBetAmount), Math.max(BET_AMOUNT.min, Math.floor(value)));
}
