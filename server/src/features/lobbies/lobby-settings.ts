import { DEFAULT_GAME_SETTINGS, type GameSettings, gameSettingsSchema } from '@kickchips/core';

/**
 * A lobby's stored settings with defaults filled in. They were validated when the lobby was made;
 * should a stored value no longer pass, the game plays the defaults rather than stop the match or
 * refuse its screens.
 */
export function lobbySettings(stored: unknown): GameSettings {
  const parsed = gameSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_GAME_SETTINGS;
}
