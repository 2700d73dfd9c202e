import { describe, expect, it } from 'vitest';
import { headToHead } from './head-to-head';
import type { LeagueLobbyResult } from './league-lobby-result';
import { leaguePointsForRank } from './league-points';
import { leagueTable } from './league-table';

const lobby = (
  lobbyId: string,
  finishedAt: number,
  standings: [userId: string, rank: number, chips: number][],
): LeagueLobbyResult => ({
  lobbyId,
  finishedAt,
  startingChips: 100,
  standings: standings.map(([userId, rank, chips]) => ({ userId, rank, chips })),
});

describe('leaguePointsForRank', () => {
  it('gives 5, 3, 2 and 1 to the first four and nothing below', () => {
    expect([1, 2, 3, 4, 5, 9].map(leaguePointsForRank)).toEqual([5, 3, 2, 1, 0, 0]);
  });
});

describe('leagueTable', () => {
  const results = [
    lobby('week-1', 1, [
      ['ana', 1, 180],
      ['ben', 2, 120],
      ['cy', 3, 40],
    ]),
    lobby('week-2', 2, [
      ['ben', 1, 150],
      ['ana', 1, 150],
      ['cy', 3, 90],
    ]),
  ];

  it('adds points, wins, chips won and form per member; players level in a lobby share the higher points', () => {
    const table = leagueTable(['ana', 'ben', 'cy', 'dee'], results);
    expect(table).toEqual([
      { userId: 'ana', rank: 1, played: 2, wins: 2, points: 10, chipsWon: 130, form: [1, 1] },
      { userId: 'ben', rank: 2, played: 2, wins: 1, points: 8, chipsWon: 70, form: [2, 1] },
      { userId: 'cy', rank: 3, played: 2, wins: 0, points: 4, chipsWon: -70, form: [3, 3] },
      { userId: 'dee', rank: 4, played: 0, wins: 0, points: 0, chipsWon: 0, form: [] },
    ]);
  });

  it('counts a lobby once even when its result is listed twice', () => {
    expect(leagueTable(['ana'], [...results, results[0]!])[0]).toMatchObject({ played: 2, points: 10 });
  });

  it('keeps the last five ranks, oldest first, whatever order the results come in', () => {
    const weeks = [6, 5, 4, 3, 2, 1].map((week) => lobby(`week-${week}`, week, [['ana', week, 100]]));
    expect(leagueTable(['ana'], weeks)[0]!.form).toEqual([2, 3, 4, 5, 6]);
  });

  it('shares a rank between members level on points, wins and chips won', () => {
    const table = leagueTable(
      ['ana', 'ben'],
      [
        lobby('w', 1, [
          ['ana', 1, 100],
          ['ben', 1, 100],
        ]),
      ],
    );
    expect(table.map((row) => row.rank)).toEqual([1, 1]);
  });
});

describe('headToHead', () => {
  it('compares two members over the lobbies both finished in', () => {
    const results = [
      lobby('a', 1, [
        ['ana', 1, 1],
        ['ben', 2, 1],
      ]),
      lobby('b', 2, [
        ['ben', 1, 1],
        ['ana', 1, 1],
      ]),
      lobby('c', 3, [
        ['ben', 1, 1],
        ['ana', 3, 1],
      ]),
      lobby('d', 4, [['ana', 1, 1]]),
    ];
    expect(headToHead('ana', 'ben', results)).toEqual({
      played: 3,
      firstAhead: 1,
      secondAhead: 1,
      level: 1,
      meetings: [
        { lobbyId: 'a', firstRank: 1, secondRank: 2 },
        { lobbyId: 'b', firstRank: 1, secondRank: 1 },
        { lobbyId: 'c', firstRank: 3, secondRank: 1 },
      ],
    });
  });
});
