import type { LobbyDetails } from '@kickchips/core';
import { cn } from '../../../lib/cn';
import { roundStatusInput, roundStatusLine } from '../round-status-line';

type RoundStatusProps = { details: LobbyDetails; now: number; className?: string };

/**
 * "Round 2 in play · betting on Round 3 · closes in 0:41". Not a live region: it ticks every
 * second; the betting status sentence beside it is the one screen readers hear.
 */
export function RoundStatus({ details, now, className }: RoundStatusProps) {
  return (
    <p className={cn('text-sm font-semibold tabular-nums', className)} data-testid="round-status">
      {roundStatusLine(roundStatusInput(details, now))}
    </p>
  );
}
