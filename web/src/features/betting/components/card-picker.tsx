import {
  type CardKind,
  type CardsOutput,
  cardUseProblem,
  describeCard,
  type PlayerCard,
} from '@kickchips/core';
import { cn } from '../../../lib/cn';

type CardPickerProps = {
  cards: CardsOutput['cards'];
  playerCards: readonly PlayerCard[];
  /** The round the bet goes on, for the cooldown; null when no round is left. */
  roundNumber: number | null;
  settings: { enableBetChipCards: boolean; cardCooldownTime: number; cardEffectStrength: number };
  selectedId: string | null;
  onToggle: (cardId: string) => void;
};

/** The player's bet chip cards (game-rules 8): pick one to play with the bet, or none. */
export function CardPicker({
  cards,
  playerCards,
  roundNumber,
  settings,
  selectedId,
  onToggle,
}: CardPickerProps) {
  if (cards.length === 0) {
    return <p className="text-sm text-[var(--text-muted)]">Your cards are dealt at kick-off.</p>;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-3">
      {cards.map((card) => {
        const why =
          card.usedInRoundNumber !== null
            ? `Used in Round ${card.usedInRoundNumber}`
            : roundNumber === null
              ? 'No round left to play it on'
              : (cardUseProblem(card._id, playerCards, roundNumber, settings)?.message ?? null);
        const name = describeCard(card.kind as CardKind, settings.cardEffectStrength).name;
        return (
          <li key={card._id}>
            <button
              type="button"
              aria-pressed={card._id === selectedId}
              aria-disabled={why ? true : undefined}
              onClick={why ? undefined : () => onToggle(card._id)}
              className={cn(
                'flex h-full w-full flex-col items-start gap-1 rounded-lg border border-[var(--border-strong)] p-3 text-left',
                'hover:bg-[var(--surface-sunken)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]',
                'aria-pressed:border-[var(--color-chip-600)] aria-pressed:bg-[var(--color-chip-500)] aria-pressed:text-[var(--accent-contrast)]',
                'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
              )}
            >
              <span className="font-bold">{name}</span>
              <span className="text-sm">{card.description}</span>
              {why ? <span className="badge badge-outline whitespace-normal">{why}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
