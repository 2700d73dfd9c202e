/** The four drafts the odds editor seeds for an event type (spec 2, Manage Match). */
export const DEFAULT_ODDS = [
  { betType: 'over', threshold: 0.5, odds: 1.8 },
  { betType: 'over', threshold: 1.5, odds: 2.2 },
  { betType: 'under', threshold: 0.5, odds: 2 },
  { betType: 'under', threshold: 1.5, odds: 1.6 },
] as const;
