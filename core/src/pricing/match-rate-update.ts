import type { CountDistribution } from './count-distribution';
import type { EventRate } from './event-rate';

/** What a match has shown of one event type so far. */
export type MatchEvidence = {
  /** Events recorded so far. */
  observed: number;
  /** Events the base rate expected over the minutes played so far. */
  exposure: number;
};

export const NO_EVIDENCE: MatchEvidence = { observed: 0, exposure: 0 };

/**
 * The count a stretch of the match will bring, given what the match has shown (a gamma-Poisson
 * update). The match's own rate is the base rate times a multiplier θ that differs from match to
 * match; before kick-off θ ~ Gamma(k, k) (mean 1), k being the dispersion of per-match counts in
 * the data. After `observed` events where the base rate expected `exposure`, θ ~ Gamma(k + observed,
 * k + exposure): a match full of corners prices corners higher, and the prior weighs as much as k
 * events. The count over a stretch whose base expectation is `baseMean` is then negative binomial
 * with shape k + observed and mean baseMean × (k + observed) / (k + exposure).
 */
export function roundDistribution(
  rate: EventRate,
  baseMean: number,
  evidence: MatchEvidence,
): CountDistribution {
  const k = rate.dispersion;
  if (!Number.isFinite(k)) return { mean: baseMean, shape: Number.POSITIVE_INFINITY };
  const shape = k + evidence.observed;
  return { mean: (baseMean * shape) / (k + evidence.exposure), shape };
}
