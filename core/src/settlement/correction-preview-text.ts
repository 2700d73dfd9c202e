import type { CorrectionEffect } from './correction-preview-schemas';

const bets = (count: number) => (count === 1 ? 'bet' : 'bets');

function effectText(effect: CorrectionEffect): string {
  const parts: string[] = [];
  if (effect.chips < 0) parts.push(`takes ${-effect.chips} chips from ${effect.name}`);
  if (effect.chips > 0) parts.push(`gives ${effect.chips} chips to ${effect.name}`);
  const whose = parts.length > 0 ? 'theirs' : `${effect.name}'s`;
  if (effect.voidedBets > 0)
    parts.push(`voids ${effect.voidedBets} later ${bets(effect.voidedBets)} of ${whose}`);
  if (effect.restoredBets > 0)
    parts.push(`gives back ${effect.restoredBets} ${bets(effect.restoredBets)} of ${whose}`);
  if (parts.length === 0) parts.push(`changes ${effect.name}'s bet results, not their chips`);
  return parts.join(' and ');
}

/**
 * The sentence the admin confirms a correction of a finished round with (game-rules 16), e.g.
 * "Undoing this goal takes 284 chips from Sam and voids 1 later bet of theirs". `action` names the
 * correction ("Undoing this goal"); players are named in the order given.
 */
export function correctionPreviewText(action: string, effects: readonly CorrectionEffect[]): string {
  if (effects.length === 0) return `${action} changes no player's chips or bets`;
  return `${action} ${effects.map(effectText).join('; ')}`;
}
