import { roundClockStatus, roundSpans } from '@kickchips/core';
import type { Db } from '../../db/database';
import { loadMatchState } from '../matches';

/**
 * The rounds of a match that have started by the server clock (or that the engine already moved
 * on): the only rounds whose bets other players may see (game-rules 9), so the next round's bets
 * never leak.
 */
export async function startedRoundIds(db: Db, matchId: string, now: Date): Promise<Set<string>> {
  const loaded = await loadMatchState(db, matchId);
  if (!loaded) return new Set();
  const started = new Set(
    roundSpans(loaded.state)
      .filter((span) => roundClockStatus(span, loaded.state, now.getTime()) !== 'waiting')
      .filter((span) => roundClockStatus(span, loaded.state, now.getTime()) !== 'break')
      .map((span) => span.round.id),
  );
  for (const round of loaded.rounds) {
    if (round.status === 'active' || round.status === 'finished' || round.status === 'void')
      started.add(round.id);
  }
  return started;
}
