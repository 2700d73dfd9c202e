import type { GameSettings } from '../settings/game-settings-schema';

export interface BetAmountLimits {
  /** The smallest stake: the lobby's minBetAmount. */
  min: number;
  /** The largest stake: the lobby's maxBetAmount, or the player's chips when fewer. */
  max: number;
  /** What sets max, so a refusal names the right reason. */
  maxFrom: 'lobby' | 'chips';
}

type Limits = Pick<GameSettings, 'minBetAmount' | 'maxBetAmount'>;

/** Game-rules 12 "Bet limits are the lobby's": minBetAmount <= stake <= maxBetAmount, at most the chips. */
export function betAmountLimits(settings: Limits, chips: number): BetAmountLimits {
  const wholeChips = Math.max(0, Math.floor(chips));
  return wholeChips < settings.maxBetAmount
    ? { min: settings.minBetAmount, max: wholeChips, maxFrom: 'chips' }
    : { min: settings.minBetAmount, max: settings.maxBetAmount, maxFrom: 'lobby' };
}

/** Why a stake is outside the limits (checked in this order), or null when it is a valid stake. */
export function stakeProblem(
  stake: number,
  limits: BetAmountLimits,
): 'bet/not_integer' | 'bet/below_min' | 'bet/above_max' | 'bet/insufficient_chips' | null {
  if (!Number.isInteger(stake)) return 'bet/not_integer';
  if (stake < limits.min) return 'bet/below_min';
  if (stake > limits.max) return limits.maxFrom === 'lobby' ? 'bet/above_max' : 'bet/insufficient_chips';
  return null;
}

/** The amount box's hint: the range a stake may take here, e.g. "1 to 250 chips". */
export function betAmountHint(limits: BetAmountLimits): string {
  return limits.max < limits.min ? 'Not enough chips for this bet' : `${limits.min} to ${limits.max} chips`;
}
