import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staleAfter } from '../../../test/stale-after';
import { matchControlInvalidations } from './match-control-invalidations';
import { matchControlKeys } from './match-control-keys';

const M = '33333333-3333-4333-8333-333333333333';
const OTHER_M = '44444444-4444-4444-8444-444444444444';
const keys: Record<string, QueryKey> = {
  matches: matchControlKeys.matches,
  halves: matchControlKeys.halves(M),
  events: matchControlKeys.events(M),
  otherEvents: matchControlKeys.events(OTHER_M),
};
const stale = (notice: Parameters<typeof matchControlInvalidations.invalidationsFor>[0]) =>
  staleAfter(keys, matchControlInvalidations.invalidationsFor, notice);

describe('the realtime screen queries a notice makes stale', () => {
  it('match.event: that match and the list, whose entries show the score', async () => {
    expect(await stale({ type: 'match.event', matchId: M, version: 'a-1' })).toEqual([
      'events',
      'halves',
      'matches',
    ]);
  });

  it('round.settled: that match only', async () => {
    expect(await stale({ type: 'round.settled', matchId: M, roundId: 'r', version: 'a-1' })).toEqual([
      'events',
      'halves',
    ]);
  });

  it('match.changed: also the match list; resync: everything; a chat message: nothing', async () => {
    expect(await stale({ type: 'match.changed', matchId: M, version: 'a-1' })).toEqual([
      'events',
      'halves',
      'matches',
    ]);
    expect(await stale({ type: 'resync', version: 'a-1' })).toEqual([
      'events',
      'halves',
      'matches',
      'otherEvents',
    ]);
    expect(await stale({ type: 'chat.message', lobbyId: M, version: 'a-1' })).toEqual([]);
  });
});
