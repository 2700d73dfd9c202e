import { type GameSettings, gameSettingsSchema } from '@kickchips/core';

/**
 * A lobby's stored settings read through core's schema, so that a setting added after the lobby
 * was made takes its default. They were validated when stored, so a failure here is a server bug.
 */
export function lobbySettings(stored: unknown): GameSettings {
  return gameSettingsSchema.parse(stored);
}
