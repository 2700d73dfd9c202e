import type { Penalty } from '@kickchips/core';
import { penaltyText } from '../result-moment';

/** A penalty among My Bets (issue 19 item 3): "Round 3: no bet −10", where that round's bet would be. */
export function PenaltyLine({ penalty }: { penalty: Penalty }) {
  return (
    <p data-status="PENALTY" className="panel border-l-4 border-[var(--danger)] font-semibold tabular-nums">
      {penaltyText(penalty)}
    </p>
  );
}
