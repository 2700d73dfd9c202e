const PREFIX = 'Void: after a correction to round ';

/**
 * The reason a bet carries when a correction left the player without its stake at the moment it
 * was placed (game-rules 16): the stake was never theirs to win with, so it comes back.
 */
export function correctionVoidReason(roundNumber: number): string {
  return `${PREFIX}${roundNumber}, your chips did not cover this stake`;
}

/** Whether a stored void reason is a correction's: the next correction may give the bet back. */
export function isCorrectionVoidReason(reason: string | null | undefined): boolean {
  return reason?.startsWith(PREFIX) ?? false;
}
