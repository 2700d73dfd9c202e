import { describe, expect, it } from 'vitest';
import { correctionPreviewText } from './correction-preview-text';

describe('correctionPreviewText', () => {
  it("names who loses what: Sam's case", () => {
    expect(
      correctionPreviewText('Undoing this goal', [
        { name: 'Sam', chips: -284, voidedBets: 1, restoredBets: 0 },
      ]),
    ).toBe('Undoing this goal takes 284 chips from Sam and voids 1 later bet of theirs');
  });

  it('names each player, with what they gain, and bets voided or given back without chips', () => {
    expect(
      correctionPreviewText('Adding this goal', [
        { name: 'Ann', chips: 90, voidedBets: 0, restoredBets: 2 },
        { name: 'Bo', chips: 0, voidedBets: 2, restoredBets: 0 },
        { name: 'Cy', chips: 0, voidedBets: 0, restoredBets: 0 },
      ]),
    ).toBe(
      "Adding this goal gives 90 chips to Ann and gives back 2 bets of theirs; voids 2 later bets of Bo's; changes Cy's bet results, not their chips",
    );
  });

  it('says when nobody is touched', () => {
    expect(correctionPreviewText('Undoing this goal', [])).toBe(
      "Undoing this goal changes no player's chips or bets",
    );
  });
});
