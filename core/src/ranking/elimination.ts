import type { GameSettings } from '../settings/game-settings-schema';

/** In a tournament, a player whose chips fall below eliminationThreshold after a settlement is out. */
export function isEliminated(
  chips: number,
  settings: Pick<GameSettings, 'isTournament' | 'eliminationThreshold'>,
): boolean {
  return settings.isTournament && chips < settings.eliminationThreshold;
}
