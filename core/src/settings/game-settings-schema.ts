import { z } from 'zod';
import { PRIZE_DISTRIBUTIONS } from './prize-distributions';
import { type NumericSettingKey, SETTING_RANGES } from './setting-ranges';

/** A numeric setting that refuses (never clamps) values outside its range or off its step. */
function ranged(key: NumericSettingKey, defaultValue: number) {
  const { min, max, step } = SETTING_RANGES[key];
  const range = `${key} must be between ${min} and ${max}`;
  const base = z
    .number({ error: `${key} must be a number` })
    .min(min, range)
    .max(max, range);
  if (step === 1) return base.int(`${key} must be a whole number`).default(defaultValue);
  const stepRule = Number.isInteger(step) ? `a multiple of ${step}` : `in steps of ${step}`;
  return base
    .refine((value) => isOnStep(value - min, step), `${key} must be ${stepRule}`)
    .default(defaultValue);
}

/** Decimal steps (0.1) cannot be tested with % on floats: 1.3 - 1.2 is 0.10000000000000009. */
function isOnStep(offset: number, step: number): boolean {
  const steps = offset / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function flag(key: string, defaultValue: boolean) {
  return z.boolean({ error: `${key} must be true or false` }).default(defaultValue);
}

/** Every game setting of a lobby with its default (spec 9) and range (spec 5); missing keys take defaults. */
export const gameSettingsSchema = z
  .strictObject({
    maxPlayers: ranged('maxPlayers', 8),
    startingChips: ranged('startingChips', 100),
    isPrivate: flag('isPrivate', false),
    allowSpectators: flag('allowSpectators', true),
    minBetAmount: ranged('minBetAmount', 1),
    maxBetAmount: ranged('maxBetAmount', 100),
    inactivityPenalty: ranged('inactivityPenalty', 5),
    bettingTimeLimit: ranged('bettingTimeLimit', 8),
    roundDuration: ranged('roundDuration', 10),
    breakDuration: ranged('breakDuration', 2),
    allowLateBetting: flag('allowLateBetting', false),
    autoKickInactive: flag('autoKickInactive', false),
    showCompetitorBets: flag('showCompetitorBets', true),
    allowChatting: flag('allowChatting', true),
    enableBetChipCards: flag('enableBetChipCards', true),
    cardEffectStrength: ranged('cardEffectStrength', 1.5),
    cardCooldownTime: ranged('cardCooldownTime', 5),
    isTournament: flag('isTournament', false),
    eliminationThreshold: ranged('eliminationThreshold', 10),
    prizeDistribution: z
      .enum(PRIZE_DISTRIBUTIONS, {
        error: `prizeDistribution must be one of ${PRIZE_DISTRIBUTIONS.join(', ')}`,
      })
      .default('winner-takes-all'),
  })
  .refine((settings) => settings.minBetAmount <= settings.maxBetAmount, {
    message: 'minBetAmount must not be greater than maxBetAmount',
    path: ['minBetAmount'],
  });

export type GameSettings = z.output<typeof gameSettingsSchema>;
export type GameSettingsInput = z.input<typeof gameSettingsSchema>;

export const DEFAULT_GAME_SETTINGS: GameSettings = Object.freeze(gameSettingsSchema.parse({}));
