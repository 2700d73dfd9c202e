/**
 * Splits a whole number of chips by whole-number weights so that the parts sum exactly to the
 * total (largest remainder): each part gets the floor of its quota, and the chips left over go one
 * each to the largest remainders, earlier parts first on a tie. All-zero weights split evenly.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const used = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
  const sum = used.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return [];
  const parts = used.map((weight) => Math.floor((total * weight) / sum));
  const remainders = used.map((weight) => (total * weight) % sum);
  const left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = used.map((_, index) => index).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const index of order.slice(0, left)) parts[index]! += 1;
  return parts;
}
