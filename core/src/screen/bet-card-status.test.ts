import { describe, expect, it } from 'vitest';
import type { Bet } from '../betting/bet-schemas';
import { at, fixtureMatch, KICK_OFF } from '../timing/match-fixture';
import { betCardStatus } from './bet-card-status';

type CardBet = Pick<Bet, 'odds' | 'matchRound' | 'isWon' | 'status'>;

const bet = (overrides: Partial<CardBet> = {}): CardBet => ({
  odds: { _id: 'o1', eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2 },
  matchRound: { _id: 'r2', roundNumber: 2, status: 'upcoming' },
  status: 'pending',
  ...overrides,
});
const under = (overrides: Partial<CardBet> = {}) =>
  bet({ odds: { _id: 'o2', eventType: 'Corner', betType: 'under', threshold: 1.5, odds: 2 }, ...overrides });
const corners = (round: number, count: number) => ({
  statistics: { Corner: { [String(round)]: count } },
  byTeam: {},
});
/** One round's corners by team, as the statistics read gives them. */
const teamCorners = (round: number, home: number, away: number, untagged = 0) => ({
  statistics: { Corner: { [String(round)]: home + away + untagged } },
  byTeam: { Corner: { [String(round)]: { home, away, untagged } } },
});
const awayOver = (overrides: Partial<CardBet> = {}) =>
  bet({
    odds: { _id: 'o4', eventType: 'Corner', betType: 'over', threshold: 0.5, odds: 2.4, team: 'away' },
    ...overrides,
  });

describe('betCardStatus', () => {
  const match = fixtureMatch();

  it('is UPCOMING while its round is later than the current one, whatever the count', () => {
    expect(betCardStatus(bet(), match, at(KICK_OFF, 5), corners(2, 3))).toBe('UPCOMING');
    expect(betCardStatus(bet(), fixtureMatch({ halfStarts: [null, null] }), KICK_OFF, undefined)).toBe(
      'UPCOMING',
    );
  });

  it('turns WINNING live once the count of its round passes an over threshold', () => {
    const now = at(KICK_OFF, 12);
    expect(betCardStatus(bet(), match, now, undefined)).toBe('ACTIVE');
    expect(betCardStatus(bet(), match, now, corners(2, 1))).toBe('ACTIVE');
    expect(betCardStatus(bet(), match, now, corners(2, 2))).toBe('WINNING');
    expect(betCardStatus(bet(), match, now, corners(1, 5))).toBe('ACTIVE');
    expect(betCardStatus(bet(), match, now, { statistics: { Shot: { '2': 5 } }, byTeam: {} })).toBe('ACTIVE');
  });

  it('reads an under bet as WINNING while the count stays below its threshold', () => {
    const now = at(KICK_OFF, 12);
    expect(betCardStatus(under(), match, now, undefined)).toBe('WINNING');
    expect(betCardStatus(under(), match, now, corners(2, 2))).toBe('ACTIVE');
  });

  it('shows WON and LOST once settled and REFUNDED for a voided round', () => {
    const now = at(KICK_OFF, 12);
    expect(betCardStatus(bet({ isWon: true, status: 'won' }), match, now, corners(2, 0))).toBe('WON');
    expect(betCardStatus(bet({ isWon: false, status: 'lost' }), match, now, corners(2, 9))).toBe('LOST');
    expect(betCardStatus(bet({ status: 'void' }), match, now, undefined)).toBe('REFUNDED');
  });

  it('judges a round the screen no longer lists by the status the bet carries', () => {
    const gone = bet({ matchRound: { _id: 'old', roundNumber: 1, status: 'finished' } });
    expect(betCardStatus(gone, match, at(KICK_OFF, 12), corners(1, 2))).toBe('WINNING');
    const running = bet({ matchRound: { _id: 'old', roundNumber: 1, status: 'active' } });
    expect(betCardStatus(running, match, at(KICK_OFF, 12), corners(1, 0))).toBe('ACTIVE');
    const later = bet({ matchRound: { _id: 'old', roundNumber: 9, status: 'upcoming' } });
    expect(betCardStatus(later, match, at(KICK_OFF, 12), corners(9, 4))).toBe('UPCOMING');
  });

  it("follows a team line by that team's events only: the other team's corner leaves it ACTIVE", () => {
    const now = at(KICK_OFF, 12);
    expect(betCardStatus(awayOver(), match, now, teamCorners(2, 1, 0))).toBe('ACTIVE');
    expect(betCardStatus(awayOver(), match, now, teamCorners(2, 3, 0))).toBe('ACTIVE');
    expect(betCardStatus(awayOver(), match, now, teamCorners(2, 1, 1))).toBe('WINNING');
    // the whole-match line on the same corners wins on the home corner alone
    expect(
      betCardStatus(bet({ odds: { ...awayOver().odds, team: undefined } }), match, now, teamCorners(2, 1, 0)),
    ).toBe('WINNING');
  });

  it('never reads a team line WINNING while a corner without a team will void it', () => {
    const now = at(KICK_OFF, 12);
    expect(betCardStatus(awayOver(), match, now, teamCorners(2, 0, 2, 1))).toBe('ACTIVE');
    const awayUnder = awayOver({ odds: { ...awayOver().odds, betType: 'under', threshold: 1.5 } });
    expect(betCardStatus(awayUnder, match, now, teamCorners(2, 0, 0))).toBe('WINNING');
    expect(betCardStatus(awayUnder, match, now, teamCorners(2, 0, 0, 1))).toBe('ACTIVE');
  });

  it('never reads an unknown bet type as WINNING', () => {
    const odd = bet({ odds: { _id: 'o3', eventType: 'Corner', betType: 'exact', threshold: 1, odds: 2 } });
    expect(betCardStatus(odd, match, at(KICK_OFF, 12), corners(2, 9))).toBe('ACTIVE');
  });
});
