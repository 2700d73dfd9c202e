import type { Penalty } from '@kickchips/core';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { penaltyText } from '../result-moment';

/** How long a penalty's toast stays: long enough to read, unlike the house's 1 s toasts. */
export const PENALTY_TOAST_MS = 8000;

/**
 * A toast for each penalty charged while the screen is open (issue 19 item 3): "Round 3: no bet −10".
 * The penalties of the first ready read are the baseline, told by My Bets but not toasted again.
 */
export function usePenaltyToasts(penalties: readonly Penalty[] | undefined): void {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!penalties) return;
    const before = known.current;
    known.current = new Set(penalties.map((penalty) => penalty.roundId));
    if (!before) return;
    for (const penalty of penalties) {
      if (!before.has(penalty.roundId)) {
        toast.warning(penaltyText(penalty), { id: `penalty-${penalty.roundId}`, duration: PENALTY_TOAST_MS });
      }
    }
  }, [penalties]);
}
