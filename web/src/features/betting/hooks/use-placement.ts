import { useState } from 'react';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { movedPriceOf, usePlaceBet } from '../api/use-place-bet';
import type { BetDraft } from '../components/confirm-bet';

/** How long 'Failed to place bet: {message}' stays (spec 8). */
export const BET_FAILURE_MS = 3000;
export const MISSING_BET_DATA = 'Missing required data for placing bet';

/** The server's sentence naming the new price of the line a bet was refused on (game-rules 20). */
export type PriceChange = { oddsId: string; message: string };

/**
 * Places a confirmed bet at the price its slip showed. A success sets the placed flag for its round
 * at once (spec 4 "Bet placed"), before the refreshed bets arrive; a refusal shows 'Failed to place
 * bet: {message}', save one because the line's price moved: its sentence stays until the player
 * confirms again, at the new price.
 */
export function usePlacement(lobbyId: string, matchId: string, onPlaced: () => void) {
  const mutation = usePlaceBet(lobbyId, matchId);
  const [failure, showFailure] = useTimedMessage(BET_FAILURE_MS);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [placedRoundIds, setPlacedRoundIds] = useState<string[]>([]);

  const place = (draft: BetDraft | null) => {
    setPriceChange(null);
    if (!draft) {
      showFailure(MISSING_BET_DATA);
      return;
    }
    const { oddsId, matchRoundId, stake, cardId, oddsValue } = draft;
    mutation.mutate(
      { lobbyId, oddsId, matchRoundId, stake, oddsValue, ...(cardId ? { cardId } : {}) },
      {
        onSuccess: () => {
          setPlacedRoundIds((ids) => [...ids, matchRoundId]);
          onPlaced();
        },
        onError: (error) => {
          if (movedPriceOf(error)) setPriceChange({ oddsId, message: error.message });
          else showFailure(`Failed to place bet: ${error.message}`);
        },
      },
    );
  };

  return { place, placing: mutation.isPending, failure, priceChange, placedRoundIds };
}
