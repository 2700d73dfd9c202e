/**
 * How many events a round brings, as a distribution: Poisson when `shape` is infinite, otherwise
 * the negative binomial with that shape (its variance is `mean + mean² / shape`). The negative
 * binomial is what a Poisson count becomes when its rate is itself uncertain (gamma-distributed):
 * the match's own tempo, the referee, the teams.
 */
export type CountDistribution = { mean: number; shape: number };

/** P(count <= k) for a whole k >= 0. */
export function countAtMost(distribution: CountDistribution, k: number): number {
  const { mean, shape } = distribution;
  if (mean <= 0) return 1;
  const poisson = !Number.isFinite(shape);
  // P(0), then P(x + 1) from P(x): no factorials, no overflow for the counts a round can bring
  let probability = poisson ? Math.exp(-mean) : (shape / (shape + mean)) ** shape;
  let total = probability;
  for (let x = 0; x < k; x++) {
    probability *= poisson ? mean / (x + 1) : ((x + shape) / (x + 1)) * (mean / (shape + mean));
    total += probability;
  }
  return Math.min(1, total);
}

/** The chance of each side of a half-line: over wins on `count > threshold`, under on `count < threshold`. */
export function lineChances(
  distribution: CountDistribution,
  threshold: number,
): { over: number; under: number } {
  const under = countAtMost(distribution, Math.ceil(threshold) - 1);
  const equal = Number.isInteger(threshold) ? countAtMost(distribution, threshold) - under : 0;
  return { over: Math.max(0, 1 - under - equal), under };
}

/** The smallest k with P(count <= k) >= q: the quantile, for predictive intervals. */
export function countQuantile(distribution: CountDistribution, q: number): number {
  let k = 0;
  while (countAtMost(distribution, k) < q && k < 100_000) k++;
  return k;
}
