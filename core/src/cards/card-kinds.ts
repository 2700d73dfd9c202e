/** The kinds of bet chip card (game-rules 7); each deal draws from all of them with equal chance. */
export const CARD_KINDS = ['boost', 'shield', 'double-or-nothing'] as const;

export type CardKind = (typeof CARD_KINDS)[number];

/** A card dealt to a player, as the rules need it. */
export interface PlayerCard {
  id: string;
  kind: CardKind;
  /** The round number it was used in; null while unused. */
  usedInRoundNumber: number | null;
}

export const CARDS_PER_PLAYER = 3;

/** Name and one-line effect of each kind, given the lobby's cardEffectStrength (game-rules 7). */
export function describeCard(kind: CardKind, strength: number): { name: string; effect: string } {
  switch (kind) {
    case 'boost':
      return { name: 'Boost', effect: `A win pays ${strength}x; a loss loses the stake.` };
    case 'shield':
      return {
        name: 'Shield',
        effect: `A win pays as usual; a loss gives back ${Math.round(shieldShare(strength) * 100)}% of the stake.`,
      };
    case 'double-or-nothing':
      return {
        name: 'Double or Nothing',
        effect: `Takes a second stake: a win pays double a ${strength}x boost; a loss loses both stakes.`,
      };
  }
}

/** Share of a lost stake a shield returns: 1 - 1/strength, so 1.5 returns a third and 3.0 two thirds. */
export function shieldShare(strength: number): number {
  return 1 - 1 / strength;
}
