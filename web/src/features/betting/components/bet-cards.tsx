import type { CardsOutput, GameSettings, PlayerCard } from '@kickchips/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { CardPicker } from './card-picker';

type BetCardsProps = {
  query: UseQueryResult<CardsOutput>;
  playerCards: readonly PlayerCard[];
  roundNumber: number | null;
  settings: GameSettings;
  selectedId: string | null;
  onToggle: (cardId: string) => void;
};

/** CARDS: the player's bet chip cards to play with this bet, with their loading and error states. */
export function BetCards({ query, ...picker }: BetCardsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="kicker mb-2">Cards (optional)</legend>
      {query.data ? (
        <CardPicker cards={query.data.cards} {...picker} />
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
