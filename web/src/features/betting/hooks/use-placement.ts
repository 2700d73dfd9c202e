import { useState } from 'react';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usePlaceBet } from '../api/use-place-bet';
import type { BetDraft } from '../components/confirm-bet';

/** How long 'Failed to place bet: {message}' stays (spec 8). */
export const BET_FAILURE_MS = 3000;
export const MISSING_BET_DATA = 'Missing required data for placing bet';

/**
 * Places a confirmed bet. A success sets the placed flag for its round at once (spec 4 "Bet
 * placed"), before the refreshed bets arrive; a refusal shows 'Failed to place bet: {message}'.
 */
export function usePlacement(lobbyId: string, onPlaced: () => void) {
  const mutation = usePlaceBet(lobbyId);
  const [failure, showFailure] = useTimedMessage(BET_FAILURE_MS);
  const [placedRoundIds, setPlacedRoundIds] = useState<string[]>([]);

  const place = (draft: BetDraft | null) => {
    if (!draft) {
      showFailure(MISSING_BET_DATA);
      return;
    }
    const { oddsId, matchRoundId, stake, cardId } = draft;
    mutation.mutate(
      { lobbyId, oddsId, matchRoundId, stake, ...(cardId ? { cardId } : {}) },
      {
        onSuccess: () => {
          setPlacedRoundIds((ids) => [...ids, matchRoundId]);
          onPlaced();
        },
        onError: (error) => showFailure(`Failed to place bet: ${error.message}`),
      },
    );
  };

  return { place, placing: mutation.isPending, failure, placedRoundIds };
}
