/** What a line's price is worth under the pricing model (game-rules 20, "The admin's hand"). */
export type FairValue = {
  /** The price at which a chip returns exactly itself on average: `1 / chance`; null without a chance above 0. */
  fairPrice: number | null;
  /** What a chip staked at `price` returns on average: `price × chance`; null without a chance. */
  returnPerChip: number | null;
};

/**
 * A price beside the model's chance of its line: the fair price and what a chip returns. A return
 * above 1.0 per chip is a line that pays players more than it takes, on average.
 */
export function fairValue(price: number, chance: number | null): FairValue {
  if (chance === null) return { fairPrice: null, returnPerChip: null };
  return { fairPrice: chance > 0 ? 1 / chance : null, returnPerChip: price * chance };
}

/** Whether a return per chip gives players more than they stake: the warning on a pinned line. */
export const isAboveFair = (value: FairValue): boolean => (value.returnPerChip ?? 0) > 1;
