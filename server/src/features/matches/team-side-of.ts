import type { TeamSide } from '@kickchips/core';

/**
 * A stored team column as the API names it: home or away (the columns' checks allow nothing else),
 * undefined for none.
 */
export function teamSideOf(stored: string | null | undefined): TeamSide | undefined {
  return stored === 'home' || stored === 'away' ? stored : undefined;
}
