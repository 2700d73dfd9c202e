import { describe, expect, it } from 'vitest';
import type { PlayerCard } from '../cards/card-kinds';
import { DEFAULT_GAME_SETTINGS } from '../settings/game-settings-schema';
import { at, fixtureMatch, KICK_OFF, SECOND_HALF } from '../timing/match-fixture';
import { type BetContext, type BetInput, validateBet } from './validate-bet';

const context: BetContext = {
  match: fixtureMatch(),
  settings: { ...DEFAULT_GAME_SETTINGS, minBetAmount: 5, maxBetAmount: 50, cardCooldownTime: 2 },
  player: { role: 'player', eliminated: false, chips: 60, betRoundIds: ['r1'], cards: [] },
  matchOddIds: ['odd-1', 'odd-2'],
};
const good: BetInput = { oddId: 'odd-1', roundId: 'r2', stake: 10 };
const NOW = at(KICK_OFF, 5);

function codeOf(input: Partial<BetInput>, change: Partial<BetContext> = {}, now = NOW) {
  const result = validateBet({ ...good, ...input }, { ...context, ...change }, now);
  return result.ok ? 'ok' : result.code;
}

const player = (change: Partial<BetContext['player']>) => ({ player: { ...context.player, ...change } });

describe('validateBet', () => {
  it('accepts a good bet and names its round', () => {
    const result = validateBet(good, context, NOW);
    expect(result.ok && result.round.round.id).toBe('r2');
  });

  it.each([
    [0, 'bet/below_min'],
    [-5, 'bet/below_min'],
    [4, 'bet/below_min'],
    [5, 'ok'],
    [50, 'ok'],
    [51, 'bet/above_max'],
    [2.5, 'bet/not_integer'],
    [Number.NaN, 'bet/not_integer'],
  ])('stake %s gives %s', (stake, code) => {
    expect(codeOf({ stake })).toBe(code);
  });

  it('takes a stake of exactly the chips left, and no more', () => {
    expect(codeOf({ stake: 30 }, player({ chips: 30 }))).toBe('ok');
    expect(codeOf({ stake: 31 }, player({ chips: 30 }))).toBe('bet/insufficient_chips');
  });

  it('refuses spectators and eliminated players, with the spec tooltip for spectators', () => {
    const result = validateBet(good, { ...context, ...player({ role: 'spectator' }) }, NOW);
    expect(result).toMatchObject({
      ok: false,
      code: 'bet/spectator',
      message: 'Spectators cannot place bets',
    });
    expect(codeOf({}, player({ eliminated: true }))).toBe('bet/eliminated');
  });

  it('needs an odd of this match', () => {
    expect(codeOf({ oddId: null })).toBe('bet/no_odds_selected');
    expect(codeOf({ oddId: 'other-match' })).toBe('bet/odd_not_in_match');
  });

  it('only takes the next round, while its window is open', () => {
    expect(codeOf({ roundId: 'r1' })).toBe('bet/not_next_round');
    expect(codeOf({ roundId: 'r3' })).toBe('bet/not_next_round');
    expect(codeOf({ roundId: null })).toBe('bet/not_next_round');
    expect(codeOf({}, {}, at(KICK_OFF, 7.99))).toBe('ok');
    expect(codeOf({}, {}, at(KICK_OFF, 8))).toBe('bet/window_closed');
    const last = fixtureMatch({ halfStarts: [KICK_OFF, SECOND_HALF], halfEnds: [at(KICK_OFF, 47), null] });
    expect(codeOf({ roundId: 'r10' }, { match: last }, at(SECOND_HALF, 41))).toBe('bet/no_next_round');
  });

  it('takes one bet per round', () => {
    expect(codeOf({}, player({ betRoundIds: ['r1', 'r2'] }))).toBe('bet/already_placed');
  });

  describe('with a card', () => {
    const cards: PlayerCard[] = [
      { id: 'c1', kind: 'boost', usedInRoundNumber: null },
      { id: 'c2', kind: 'shield', usedInRoundNumber: null },
      { id: 'c3', kind: 'double-or-nothing', usedInRoundNumber: null },
    ];

    it('accepts an unused card of the player', () => {
      expect(codeOf({ cardId: 'c1' }, player({ cards }))).toBe('ok');
    });

    it("refuses cards when they are off, not the player's, or used", () => {
      const off = { settings: { ...context.settings, enableBetChipCards: false }, ...player({ cards }) };
      expect(codeOf({ cardId: 'c1' }, off)).toBe('bet/card_disabled');
      expect(codeOf({ cardId: 'c9' }, player({ cards }))).toBe('bet/card_not_owned');
      const used = cards.map((card) => (card.id === 'c1' ? { ...card, usedInRoundNumber: 1 } : card));
      expect(codeOf({ cardId: 'c1' }, player({ cards: used }))).toBe('bet/card_used');
    });

    it('takes double or nothing only when the chips cover its second stake', () => {
      expect(codeOf({ cardId: 'c3', stake: 30 }, player({ cards }))).toBe('ok');
      expect(codeOf({ cardId: 'c3', stake: 31 }, player({ cards }))).toBe('bet/card_stake_short');
    });

    it('waits cardCooldownTime rounds after the last card', () => {
      const usedIn = (round: number) =>
        player({ cards: [{ ...cards[0]!, usedInRoundNumber: round }, cards[1]!, cards[2]!] });
      expect(codeOf({ cardId: 'c2' }, usedIn(0))).toBe('bet/card_cooldown');
      expect(codeOf({ cardId: 'c2' }, usedIn(-1))).toBe('ok');
      const result = validateBet({ ...good, cardId: 'c2' }, { ...context, ...usedIn(1) }, NOW);
      expect(result).toMatchObject({
        code: 'bet/card_cooldown',
        message: 'You can use another card in 2 rounds',
      });
    });
  });
});
