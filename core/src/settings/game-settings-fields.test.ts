import { describe, expect, it } from 'vitest';
import { GAME_SETTINGS_FIELDS, GAME_SETTINGS_TABS } from './game-settings-fields';
import { DEFAULT_GAME_SETTINGS } from './game-settings-schema';
import { CHIP_PRESETS, PLAYER_PRESETS } from './settings-presets';

describe('GAME_SETTINGS_FIELDS', () => {
  it('has exactly one field per setting', () => {
    const keys = GAME_SETTINGS_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(DEFAULT_GAME_SETTINGS).sort());
  });

  it('puts every field on a known tab and every tab has a field', () => {
    for (const tab of GAME_SETTINGS_TABS) {
      expect(GAME_SETTINGS_FIELDS.some((field) => field.tab === tab)).toBe(true);
    }
  });

  it('keeps each default inside its range', () => {
    for (const field of GAME_SETTINGS_FIELDS) {
      if (field.kind !== 'number') continue;
      const value = DEFAULT_GAME_SETTINGS[field.key] as number;
      expect(value).toBeGreaterThanOrEqual(field.min);
      expect(value).toBeLessThanOrEqual(field.max);
    }
  });

  it('offers the presets of the spec', () => {
    expect(PLAYER_PRESETS).toEqual([2, 4, 8, 999]);
    expect(CHIP_PRESETS).toEqual([50, 100, 250, 500, 1000]);
  });
});
