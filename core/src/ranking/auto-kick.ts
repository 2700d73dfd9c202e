import type { GameSettings } from '../settings/game-settings-schema';

/** Rounds in a row without a bet after which autoKickInactive makes a player a spectator (spec 9). */
export const AUTO_KICK_INACTIVE_ROUNDS = 3;

export function shouldAutoKick(
  roundsWithoutBet: number,
  settings: Pick<GameSettings, 'autoKickInactive'>,
): boolean {
  return settings.autoKickInactive && roundsWithoutBet >= AUTO_KICK_INACTIVE_ROUNDS;
}
