import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

describe('notificationText', () => {
  it('says each kind in one sentence', () => {
    expect(
      notificationText({
        kind: 'lobby.invited',
        lobbyId: 'l',
        lobbyCode: 'ABC234',
        byName: 'Ana',
        leagueName: 'Friday Five',
      }),
    ).toBe('Ana opened lobby ABC234 in Friday Five');
    expect(
      notificationText({
        kind: 'lobby.invited',
        lobbyId: 'l',
        lobbyCode: 'ABC234',
        byName: 'Ana',
        leagueName: null,
      }),
    ).toBe('Ana invited you to lobby ABC234');
    expect(notificationText({ kind: 'lobby.removed', lobbyId: 'l', lobbyCode: 'ABC234', by: 'host' })).toBe(
      'You were removed from lobby ABC234 by its host',
    );
    expect(
      notificationText({
        kind: 'league.joined',
        leagueId: 'g',
        leagueName: 'Friday Five',
        memberName: 'Ben',
      }),
    ).toBe('Ben joined Friday Five');
    expect(
      notificationText({
        kind: 'result.changed',
        lobbyId: 'l',
        roundNumber: 3,
        oldOutcome: 'WON',
        newOutcome: 'LOST',
        chips: -25,
      }),
    ).toBe('Round 3 was corrected: your bet is now LOST (was WON), −25 chips');
  });

  it('names the later bet a correction voided, and why', () => {
    expect(
      notificationText({
        kind: 'result.changed',
        lobbyId: 'l',
        roundNumber: 3,
        betRoundNumber: 4,
        oldOutcome: 'PENDING',
        newOutcome: 'VOID',
        chips: 100,
        reason: 'Void: after a correction to round 3, your chips did not cover this stake',
      }),
    ).toBe(
      'Round 3 was corrected: your bet on round 4 is now VOID (was PENDING), +100 chips. Void: after a correction to round 3, your chips did not cover this stake',
    );
  });
});
