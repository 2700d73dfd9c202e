/** The range of every numeric game setting (spec 5), shared by the schema and the settings form. */
export const SETTING_RANGES = {
  maxPlayers: { min: 1, max: 999, step: 1 },
  startingChips: { min: 10, max: 1000, step: 10 },
  minBetAmount: { min: 1, max: 10, step: 1 },
  maxBetAmount: { min: 10, max: 500, step: 1 },
  inactivityPenalty: { min: 0, max: 20, step: 1 },
  bettingTimeLimit: { min: 3, max: 15, step: 1 },
  roundDuration: { min: 5, max: 15, step: 1 },
  breakDuration: { min: 1, max: 5, step: 1 },
  cardEffectStrength: { min: 1.2, max: 3, step: 0.1 },
  cardCooldownTime: { min: 1, max: 10, step: 1 },
  eliminationThreshold: { min: 0, max: 50, step: 1 },
} as const;

export type NumericSettingKey = keyof typeof SETTING_RANGES;
