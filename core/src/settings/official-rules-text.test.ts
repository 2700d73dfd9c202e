import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from './game-settings-schema';
import { officialRulesText, type RulesRound } from './official-rules-text';

const roundsOf = (halfNumber: number, count: number, length: number, firstNumber: number): RulesRound[] =>
  Array.from({ length: count }, (_, index) => ({
    halfNumber,
    roundNumber: firstNumber + index,
    startMinute: index * length,
    endMinute: (index + 1) * length,
  }));

describe('officialRulesText', () => {
  it("uses the spec's words for two halves of five rounds, then their minutes and the betting window", () => {
    const rounds = [...roundsOf(2, 5, 9, 6), ...roundsOf(1, 5, 9, 1)];
    expect(officialRulesText(rounds, { ...DEFAULT_GAME_SETTINGS, bettingTimeLimit: 8 })).toBe(
      '10 rounds, 5 per half. ' +
        'Half 1: rounds 1 to 5, minutes 0 to 45, 9 minutes each. ' +
        'Half 2: rounds 6 to 10, minutes 0 to 45, 9 minutes each. ' +
        'Betting on a round closes at 80% of the round before it or 8 minutes into it, whichever comes first; ' +
        'on the first round of a half, when it starts. ' +
        'Prices come from how often each event happens in real matches, moved by what this match has ' +
        'shown so far: they are worked out again before betting opens on each round, and a bet keeps ' +
        'the price it was placed at. A line too sure or too unlikely to be worth a bet is not offered. ' +
        'A line on one team ("Corners by Harbour City over 0.5") counts only that team\'s events of the ' +
        "type. If an event of that type in the round was recorded without a team, the round's lines on " +
        'a team of that type are void and their stakes refunded. ' +
        'Cards are randomly selected at match start and usable once per match.',
    );
  });

  it('leaves lines on a team out of a match priced without them', () => {
    const text = officialRulesText(roundsOf(1, 5, 9, 1), DEFAULT_GAME_SETTINGS, true, false);
    expect(text).toContain('A line too sure or too unlikely to be worth a bet is not offered. Cards are');
    expect(text).not.toContain('on one team');
  });

  it('follows a match of uneven halves, rounds of different lengths, late betting and cards off', () => {
    const rounds: RulesRound[] = [
      { halfNumber: 1, roundNumber: 1, startMinute: 0, endMinute: 20 },
      { halfNumber: 1, roundNumber: 2, startMinute: 20, endMinute: null },
      { halfNumber: 2, roundNumber: 3, startMinute: 0, endMinute: 45 },
    ];
    const settings = { ...DEFAULT_GAME_SETTINGS, allowLateBetting: true, enableBetChipCards: false };
    expect(officialRulesText(rounds, settings, false)).toBe(
      '3 rounds: 2 in half 1, 1 in half 2. ' +
        'Half 1: rounds 1 to 2, minutes 0 to 30, 10 to 20 minutes each. ' +
        'Half 2: round 3, minutes 0 to 45, 45 minutes. ' +
        "Bets on a round are taken until it starts. Prices are set by the match's admin; a bet keeps the price it was placed at. Cards are off.",
    );
  });

  it('says when the match has no rounds yet', () => {
    expect(officialRulesText([], DEFAULT_GAME_SETTINGS)).toBe(
      'This match has no rounds yet. Cards are randomly selected at match start and usable once per match.',
    );
  });
});
