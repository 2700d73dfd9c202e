/** The house margin a match's automatic prices carry unless its admin sets another (6 %). */
export const DEFAULT_PRICE_MARGIN = 0.06;
/** Lines whose chance lies outside [MIN_CHANCE, MAX_CHANCE] are not offered for the round. */
export const MIN_OFFERED_CHANCE = 0.05;
export const MAX_OFFERED_CHANCE = 0.95;
/** A line must pay at least this much: a price of 1.05 on 10 chips pays 10, a win that gains nothing. */
export const MIN_OFFERED_PRICE = 1.1;

/**
 * The price of an outcome of chance `p`: `1 / (p × (1 + margin))`, rounded down to 0.01, so a
 * chip staked on it returns at most `1 / (1 + margin)` on average, whatever the outcome's chance.
 */
export function linePrice(p: number, margin: number): number {
  // the epsilon keeps 1 / 0.5 from landing a hair under 2 and rounding down to 1.99
  return Math.floor(100 / (p * (1 + margin)) + 1e-9) / 100;
}

/** Whether a line of chance `p` and price `price` is offered for the round. */
export function isOffered(p: number, price: number): boolean {
  return p >= MIN_OFFERED_CHANCE && p <= MAX_OFFERED_CHANCE && price >= MIN_OFFERED_PRICE;
}
