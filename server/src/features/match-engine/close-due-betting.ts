import {
  bettingCloseTime,
  DEFAULT_GAME_SETTINGS,
  type GameSettings,
  roundSpans,
  roundStatusAt,
  timeOfMinute,
} from '@kickchips/core';
import { and, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import { bettingClosures, lobbies, matches, matchHalves, matchRounds } from '../../db/schema';
import { lobbySettings } from '../lobbies';
import { loadMatchState } from '../matches';
import { closeRoundBetting, type LobbyClosure } from './close-round-betting';
import type { EngineContext } from './engine-context';
import { runEach } from './run-each';

/**
 * Closes betting on the rounds of one match whose close time (core's bettingCloseTime with the
 * lobby's settings) has come, charging the penalties then due: one transaction per round for every
 * lobby then due. Once a round has started, betting on it is closed for every lobby, and the round
 * records when.
 */
export async function closeMatchBetting(ctx: EngineContext, matchId: string, now: Date): Promise<void> {
  const loaded = await loadMatchState(ctx.db, matchId);
  if (!loaded) return;
  const open = loaded.rounds.filter((r) => r.bettingClosedAt === null && r.status !== 'void');
  if (open.length === 0) return;
  const lobbyRows = await ctx.db
    .select({ id: lobbies.id, settings: lobbies.settings })
    .from(lobbies)
    .where(eq(lobbies.matchId, matchId));
  const closed = await ctx.db
    .select({ lobbyId: bettingClosures.lobbyId, roundId: bettingClosures.roundId })
    .from(bettingClosures)
    .where(
      inArray(
        bettingClosures.roundId,
        open.map((r) => r.id),
      ),
    );
  const isClosed = new Set(closed.map((c) => `${c.lobbyId}/${c.roundId}`));
  // most lobbies of a match store the same settings: each stored form is checked by zod once
  const settingsOf = new Map<string, GameSettings>();
  const lobbyList = lobbyRows.map((lobby) => {
    const key = JSON.stringify(lobby.settings);
    let settings = settingsOf.get(key);
    if (!settings) {
      settings = lobbySettings(lobby.settings);
      settingsOf.set(key, settings);
    }
    return { id: lobby.id, settings, key };
  });
  const spans = roundSpans(loaded.state);
  const changedLobbies = new Set<string>();

  for (const round of open) {
    const closeTimes: number[] = [];
    const due: LobbyClosure[] = [];
    let allDue = true;
    // lobbies with the same settings close together: each close time is worked out once
    const closeTimeOf = new Map<string, number | null>();
    for (const { id, settings, key } of lobbyList) {
      if (!closeTimeOf.has(key)) closeTimeOf.set(key, bettingCloseTime(loaded.state, round.id, settings));
      const closeAt = closeTimeOf.get(key)!;
      if (closeAt === null) continue;
      closeTimes.push(closeAt);
      if (closeAt > now.getTime()) allDue = false;
      if (closeAt > now.getTime() || isClosed.has(`${id}/${round.id}`)) continue;
      due.push({ lobbyId: id, closedAt: new Date(closeAt), settings });
    }
    if (due.length > 0) {
      const closed = await ctx.db.transaction((tx) => closeRoundBetting(tx, round.id, due));
      for (const lobbyId of closed.keys()) changedLobbies.add(lobbyId);
    }
    const span = spans.find((s) => s.round.id === round.id);
    const status = span ? roundStatusAt(span, loaded.state, now.getTime()) : 'upcoming';
    if (!span || !allDue || (status !== 'active' && status !== 'finished')) continue;
    const fallback =
      bettingCloseTime(loaded.state, round.id, DEFAULT_GAME_SETTINGS) ??
      timeOfMinute(span.half.startTime!, loaded.state.clockSpeed, span.startMinute);
    await ctx.db
      .update(matchRounds)
      .set({
        bettingClosedAt: new Date(closeTimes.length > 0 ? Math.max(...closeTimes) : fallback),
        penaltiesAppliedAt: now,
      })
      .where(and(eq(matchRounds.id, round.id), isNull(matchRounds.bettingClosedAt)));
  }
  await ctx.notices.publish(
    [...changedLobbies].map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })),
  );
}

/** The clock's betting step, for every match with a half that has a start time. */
export async function closeDueBetting(ctx: EngineContext, now: Date): Promise<void> {
  const candidates = await ctx.db
    .selectDistinct({ matchId: matchRounds.matchId })
    .from(matchRounds)
    .innerJoin(matchHalves, eq(matchHalves.id, matchRounds.halfId))
    .innerJoin(matches, and(eq(matches.id, matchRounds.matchId), isNull(matches.deletedAt)))
    .where(
      and(
        isNull(matchRounds.bettingClosedAt),
        ne(matchRounds.status, 'void'),
        isNotNull(matchHalves.startTime),
        lte(matchHalves.startTime, now),
      ),
    );
  await runEach(candidates, ({ matchId }) => closeMatchBetting(ctx, matchId, now));
}
