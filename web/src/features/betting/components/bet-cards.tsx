import { type CardsOutput, cardUseProblem, type GameSettings, type PlayerCard } from '@kickchips/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { CardPicker } from './card-picker';

type BetCardsProps = {
  query: UseQueryResult<CardsOutput>;
  playerCards: readonly PlayerCard[];
  /** The cards that can go on the bet as it stands (bettingState's playableCards). */
  playable: readonly PlayerCard[];
  roundNumber: number | null;
  settings: GameSettings;
  /** The bet as it stands: amount entered, the chosen odd's odds, and the player's chips. */
  amount: number;
  odds: number | null;
  chips: number;
  selectedId: string | null;
  onToggle: (cardId: string) => void;
};

/** Why a hand with cards offers none on this bet, in the words the server would refuse it with. */
function noneNote(
  playerCards: readonly PlayerCard[],
  roundNumber: number | null,
  settings: GameSettings,
  stake: { amount: number; chips: number },
): string | null {
  if (playerCards.length === 0) return 'Your cards are dealt at kick-off.';
  const unused = playerCards.filter((card) => card.usedInRoundNumber === null);
  if (unused.length === 0) return 'All your cards are used.';
  if (roundNumber === null) return null;
  const problem = cardUseProblem(unused[0]!.id, playerCards, roundNumber, settings, stake);
  return problem?.code === 'bet/card_cooldown' ? problem.message : 'No card fits this amount.';
}

/**
 * CARDS: the player's bet chip cards that can go on this bet, with their loading and error states;
 * cards that cannot be played right now are not shown.
 */
export function BetCards({ query, playerCards, roundNumber, settings, chips, ...picker }: BetCardsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="kicker mb-2">Cards (optional)</legend>
      {query.data ? (
        <CardPicker
          noneNote={noneNote(playerCards, roundNumber, settings, { amount: picker.amount, chips })}
          cardEffectStrength={settings.cardEffectStrength}
          {...picker}
        />
      ) : (
        <QueryProblem
          loadingLabel="Loading your cards"
          failure={query.isError ? 'Failed to load your cards.' : null}
          onRetry={() => void query.refetch()}
        />
      )}
    </fieldset>
  );
}
