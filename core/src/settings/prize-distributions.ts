/** How a tournament's prize pool is shared (game-rules 8), with the labels of the settings form. */
export const PRIZE_DISTRIBUTIONS = ['winner-takes-all', 'top-3', 'proportional'] as const;

export type PrizeDistribution = (typeof PRIZE_DISTRIBUTIONS)[number];

export const PRIZE_DISTRIBUTION_LABELS: Record<PrizeDistribution, string> = {
  'winner-takes-all': 'Winner Takes All',
  'top-3': 'Top 3 Split',
  proportional: 'Proportional to Final Chips',
};
