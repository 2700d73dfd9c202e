import { describe, expect, it } from 'vitest';
import { makeBet } from '../my-bets/bet-fixture';
import { ordinal, penaltyText, rankMove, resultLines, resultSignature, roundResultOf } from './round-result';

const won = (id: string, round: number, payout: number) =>
  makeBet({ id, round, roundStatus: 'finished', isWon: true, payout });
const lost = (id: string, round: number) => makeBet({ id, round, roundStatus: 'finished', isWon: false });
const teams = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' };
const base = { roundId: 'round-3', roundNumber: null, penalties: [], rankBefore: 4, rankAfter: 2, teams };

describe('roundResultOf and resultLines', () => {
  it('tells a won bet with its event, side and line, the chips made and the climb', () => {
    const result = roundResultOf({ ...base, bets: [won('a', 3, 26), lost('b', 2)] });
    expect(result).toMatchObject({ roundNumber: 3, penalty: null });
    expect(resultLines(result!)).toEqual(['Corner OVER 1.5: WON +16', "You're up 2 to 2nd"]);
  });

  it('tells a lost bet with a real minus sign', () => {
    const result = roundResultOf({ ...base, bets: [lost('b', 3)], rankBefore: 1, rankAfter: 3 });
    expect(resultLines(result!)).toEqual(['Corner OVER 1.5: LOST \u221210', "You're down 2 to 3rd"]);
  });

  it('sums up several bets of one round in one moment', () => {
    const under = { ...lost('c', 3), odds: { ...lost('c', 3).odds, betType: 'under', threshold: 2.5 } };
    const result = roundResultOf({ ...base, bets: [won('a', 3, 26), under], rankBefore: 1, rankAfter: 1 });
    expect(resultLines(result!)).toEqual([
      'Corner OVER 1.5: WON +16',
      'Corner UNDER 2.5: LOST \u221210',
      'Round total +6',
      "You're still 1st",
    ]);
  });

  it('says a round without a bet briefly, with its penalty when one was charged', () => {
    const penalty = { roundId: 'round-3', roundNumber: 3, chips: 10, at: '2026-01-01T00:00:00.000Z' };
    const charged = roundResultOf({ ...base, bets: [], penalties: [penalty], rankBefore: 2, rankAfter: 2 });
    expect(charged).toMatchObject({ roundNumber: 3, penalty: 10 });
    expect(resultLines(charged!)).toEqual(['No bet \u221210', "You're still 2nd"]);
    const spared = roundResultOf({ ...base, bets: [], roundNumber: 3, rankBefore: null, rankAfter: 1 });
    expect(resultLines(spared!)).toEqual(['No bet', "You're now 1st"]);
  });

  it('tells a refunded bet of a void round as 0', () => {
    const refunded = { ...makeBet({ id: 'v', round: 3 }), status: 'void', payout: 10 };
    expect(resultLines(roundResultOf({ ...base, bets: [refunded], rankAfter: null })!)).toEqual([
      'Corner OVER 1.5: REFUNDED 0',
    ]);
  });

  it('names a team line by its team, and says why one of a played round was void', () => {
    const bet = makeBet({ id: 't', round: 3, roundStatus: 'finished', threshold: 0.5 });
    const teamLine = { ...bet, odds: { ...bet.odds, team: 'away' as const }, status: 'void', payout: 10 };
    expect(resultLines(roundResultOf({ ...base, bets: [teamLine], rankAfter: null })!)).toEqual([
      'Corners by Harbour City OVER 0.5: REFUNDED 0',
      'Void: a Corner this round was recorded without a team, so team lines are refunded',
    ]);
  });

  it('says the reason stored with a void bet: a round cut short by the end of its half', () => {
    const reason = "Void: the half ended at 45+2', before this round's end";
    const cut = {
      ...makeBet({ id: 'c', round: 3, roundStatus: 'finished' }),
      status: 'void',
      payout: 10,
      voidReason: reason,
    };
    expect(resultLines(roundResultOf({ ...base, bets: [cut], rankAfter: null })!)).toEqual([
      'Corner OVER 1.5: REFUNDED 0',
      reason,
    ]);
  });

  it('waits while a bet of the round is still pending, or the round is unknown', () => {
    expect(roundResultOf({ ...base, bets: [makeBet({ id: 'p', round: 3 })] })).toBeNull();
    expect(roundResultOf({ ...base, bets: [] })).toBeNull();
  });

  it('tells two settlements apart only when an outcome changed', () => {
    const first = roundResultOf({ ...base, bets: [lost('b', 3)] })!;
    const again = roundResultOf({ ...base, bets: [lost('b', 3)], rankBefore: 2 })!;
    const corrected = roundResultOf({ ...base, bets: [won('b', 3, 26)] })!;
    expect(resultSignature(again)).toBe(resultSignature(first));
    expect(resultSignature(corrected)).not.toBe(resultSignature(first));
  });
});

describe('the moment words', () => {
  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('moves on the leaderboard', () => {
    expect(rankMove(5, 3)).toBe('up 2 to 3rd');
    expect(rankMove(1, 2)).toBe('down 1 to 2nd');
    expect(rankMove(1, 1)).toBe('still 1st');
    expect(rankMove(null, 4)).toBe('now 4th');
    expect(rankMove(2, null)).toBeNull();
  });

  it('says a penalty as My Bets does', () => {
    expect(penaltyText({ roundNumber: 3, chips: 10 })).toBe('Round 3: no bet \u221210');
  });
});
