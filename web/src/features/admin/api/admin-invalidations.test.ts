import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staleAfter } from '../../../test/stale-after';
import { adminInvalidations } from './admin-invalidations';
import { adminKeys } from './admin-keys';

const M = '33333333-3333-4333-8333-333333333333';
const OTHER_M = '44444444-4444-4444-8444-444444444444';
const keys: Record<string, QueryKey> = {
  matches: adminKeys.list('match'),
  match: adminKeys.matchDetail(M),
  rounds: adminKeys.rounds(M),
  eventTypes: adminKeys.matchEventTypes(M),
  otherRounds: adminKeys.rounds(OTHER_M),
  users: adminKeys.list('user'),
};
const stale = (notice: Parameters<typeof adminInvalidations.invalidationsFor>[0]) =>
  staleAfter(keys, adminInvalidations.invalidationsFor, notice);

describe('the admin screens a notice makes stale', () => {
  it('match.event and round.settled: everything of that match only', async () => {
    const ofMatch = ['eventTypes', 'match', 'rounds'];
    expect(await stale({ type: 'match.event', matchId: M, version: 'a-1' })).toEqual(ofMatch);
    expect(await stale({ type: 'round.settled', matchId: M, roundId: 'r', version: 'a-1' })).toEqual(ofMatch);
  });

  it('match.changed: also the match list', async () => {
    expect(await stale({ type: 'match.changed', matchId: M, version: 'a-1' })).toEqual([
      'eventTypes',
      'match',
      'matches',
      'rounds',
    ]);
  });

  it('resync: every match, not the users; lobby and chat notices: nothing', async () => {
    expect(await stale({ type: 'resync', version: 'a-1' })).toEqual([
      'eventTypes',
      'match',
      'matches',
      'otherRounds',
      'rounds',
    ]);
    expect(await stale({ type: 'lobby.changed', lobbyId: M, version: 'a-1' })).toEqual([]);
  });
});
