import type { BetAmountLimits } from './bet-amount-limits';

/** The chip amount box of the quick-bet panel (spec 5, 9); its range comes from betAmountLimits. */
export const BET_AMOUNT = { initial: 10, quickAmounts: [5, 10, 25, 50, 100] } as const;

/** The amount typed text stands for: empty (or not a number) counts as 0, else a whole number within the limits. */
export function betAmountFromInput(text: string, limits: Pick<BetAmountLimits, 'min' | 'max'>): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(limits.max, Math.max(limits.min, Math.floor(value))));
}
