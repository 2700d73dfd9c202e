import { BET_AMOUNT, type BetAmountLimits, betAmountHint, type GameSettings } from '@kickchips/core';

type LobbyRange = Pick<GameSettings, 'minBetAmount' | 'maxBetAmount'>;

/** The quick amounts (spec 2: 5, 10, 25, 50, 100) that the lobby's min and max bet allow. */
export function quickAmountsFor(range: LobbyRange): number[] {
  return BET_AMOUNT.quickAmounts.filter(
    (amount) => amount >= range.minBetAmount && amount <= range.maxBetAmount,
  );
}

/**
 * The amount box's hint: the range a stake may take here, and the lobby's own cap when the
 * player's chips set a lower one ("1 to 40 chips (your chips; lobby max 250)").
 */
export function amountHint(limits: BetAmountLimits, range: LobbyRange): string {
  const hint = betAmountHint(limits);
  return limits.maxFrom === 'chips' && limits.max >= limits.min
    ? `${hint} (your chips; lobby max ${range.maxBetAmount})`
    : hint;
}
