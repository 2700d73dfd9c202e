import { betTerms, betTermsLine, describeCard, type PlayerCard } from '@kickchips/core';
import { cn } from '../../../lib/cn';

type CardPickerProps = {
  /** The cards that can go on the bet as it stands (core's playableCards); the others are hidden. */
  playable: readonly PlayerCard[];
  /** Why none is offered when the hand has cards but none is playable, or null. */
  noneNote: string | null;
  /** The amount entered and the chosen odd's odds (null before one is chosen). */
  amount: number;
  odds: number | null;
  cardEffectStrength: number;
  selectedId: string | null;
  onToggle: (cardId: string) => void;
};

/**
 * The player's bet chip cards that can go on this bet (game-rules 7), each in one line: what the
 * bet would pay with it on the amount entered, or the card's effect until an odd is chosen.
 */
export function CardPicker({
  playable,
  noneNote,
  amount,
  odds,
  cardEffectStrength,
  selectedId,
  onToggle,
}: CardPickerProps) {
  if (playable.length === 0) {
    return noneNote ? <p className="text-sm text-[var(--text-muted)]">{noneNote}</p> : null;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-3">
      {playable.map((card) => {
        const { name, effect } = describeCard(card.kind, cardEffectStrength);
        const line =
          odds === null ? effect : betTermsLine(betTerms(card.kind, cardEffectStrength, amount, odds));
        return (
          <li key={card.id}>
            <button
              type="button"
              aria-pressed={card.id === selectedId}
              onClick={() => onToggle(card.id)}
              className={cn(
                'flex h-full w-full flex-col items-start gap-1 rounded-lg border border-[var(--border-strong)] p-3 text-left',
                'hover:bg-[var(--surface-sunken)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]',
                'aria-pressed:border-[var(--color-chip-600)] aria-pressed:bg-[var(--color-chip-500)] aria-pressed:text-[var(--accent-contrast)]',
              )}
            >
              <span className="font-bold">{name}</span>
              <span className="text-sm tabular-nums">{line}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
