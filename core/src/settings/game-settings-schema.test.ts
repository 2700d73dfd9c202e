import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, gameSettingsSchema } from './game-settings-schema';
import { SETTING_RANGES } from './setting-ranges';

function firstMessage(input: unknown): string | undefined {
  const result = gameSettingsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('gameSettingsSchema', () => {
  it('fills every default of spec 9 from an empty input', () => {
    expect(gameSettingsSchema.parse({})).toEqual({
      maxPlayers: 8,
      startingChips: 100,
      isPrivate: false,
      allowSpectators: true,
      minBetAmount: 1,
      maxBetAmount: 100,
      inactivityPenalty: 5,
      bettingTimeLimit: 8,
      roundDuration: 10,
      breakDuration: 2,
      allowLateBetting: false,
      autoKickInactive: false,
      showCompetitorBets: true,
      allowChatting: true,
      enableBetChipCards: true,
      cardEffectStrength: 1.5,
      cardCooldownTime: 5,
      isTournament: false,
      eliminationThreshold: 10,
      prizeDistribution: 'winner-takes-all',
    });
    expect(DEFAULT_GAME_SETTINGS).toEqual(gameSettingsSchema.parse({}));
  });

  it('keeps given keys and defaults the missing ones', () => {
    const parsed = gameSettingsSchema.parse({ maxPlayers: 2, isPrivate: true });
    expect(parsed.maxPlayers).toBe(2);
    expect(parsed.isPrivate).toBe(true);
    expect(parsed.startingChips).toBe(100);
  });

  for (const [key, { min, max, step }] of Object.entries(SETTING_RANGES)) {
    it(`accepts both bounds of ${key} and refuses one step outside, naming the field and range`, () => {
      const other = key === 'minBetAmount' ? { maxBetAmount: 10 } : {};
      expect(gameSettingsSchema.safeParse({ ...other, [key]: min }).success).toBe(true);
      expect(gameSettingsSchema.safeParse({ ...other, [key]: max }).success).toBe(true);
      const range = `${key} must be between ${min} and ${max}`;
      expect(firstMessage({ ...other, [key]: Math.round((min - step) * 10) / 10 })).toBe(range);
      expect(firstMessage({ ...other, [key]: Math.round((max + step) * 10) / 10 })).toBe(range);
    });
  }

  it('refuses with the message of the brief', () => {
    expect(firstMessage({ maxBetAmount: 501 })).toBe('maxBetAmount must be between 10 and 500');
  });

  it('refuses values off their step', () => {
    expect(firstMessage({ startingChips: 105 })).toBe('startingChips must be a multiple of 10');
    expect(firstMessage({ maxPlayers: 2.5 })).toBe('maxPlayers must be a whole number');
    expect(firstMessage({ cardEffectStrength: 1.25 })).toBe('cardEffectStrength must be in steps of 0.1');
    expect(gameSettingsSchema.safeParse({ cardEffectStrength: 1.3 }).success).toBe(true);
    expect(gameSettingsSchema.safeParse({ cardEffectStrength: 2.7 }).success).toBe(true);
  });

  it('refuses wrong types, unknown keys and unknown prize distributions', () => {
    expect(firstMessage({ maxPlayers: '8' })).toBe('maxPlayers must be a number');
    expect(firstMessage({ isPrivate: 'yes' })).toBe('isPrivate must be true or false');
    expect(firstMessage({ prizeDistribution: 'all' })).toBe(
      'prizeDistribution must be one of winner-takes-all, top-3, proportional',
    );
    expect(gameSettingsSchema.safeParse({ colour: 'red' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts the only pair where minimum and maximum bet meet', () => {
    expect(gameSettingsSchema.safeParse({ minBetAmount: 10, maxBetAmount: 10 }).success).toBe(true);
  });

  it('accepts every prize distribution', () => {
    for (const prizeDistribution of ['winner-takes-all', 'top-3', 'proportional']) {
      expect(gameSettingsSchema.parse({ prizeDistribution }).prizeDistribution).toBe(prizeDistribution);
    }
  });
});
