import { matchMinute, timeOfMinute } from '@kickchips/core';
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { replayEvents, replays } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type EngineContext, endHalf, runEach, startHalfInTx } from '../match-engine';
import { type HalfRow, type LoadedMatch, loadMatchState } from '../matches';
import { createDemoMatch } from './create-demo-match';
import { recordReplayEvent } from './record-replay-event';

type ReplayRow = typeof replays.$inferSelect;

/** Another instance got there first: what it did is what this one meant to do. */
const ignoreConflict = (err: unknown) => {
  if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
};

async function startReplayHalf(ctx: EngineContext, replay: ReplayRow, half: HalfRow, now: Date) {
  const input = { matchId: replay.matchId, halfNumber: half.halfNumber, actorId: replay.createdBy };
  const started = await ctx.db
    .transaction((tx) => startHalfInTx(tx, input, now))
    .then(() => true)
    .catch((err) => {
      ignoreConflict(err);
      return false;
    });
  if (started) await ctx.notices.publish([{ type: 'match.changed', matchId: replay.matchId }]);
}

/** Records the half's due events at their times, then ends the half once its length has run. */
async function playHalf(
  ctx: EngineContext,
  replay: ReplayRow,
  loaded: LoadedMatch,
  half: HalfRow,
  now: Date,
) {
  const startTime = half.startTime?.getTime();
  if (startTime === undefined || startTime > now.getTime()) return;
  const speed = loaded.match.clockSpeed;
  const elapsed = matchMinute(startTime, speed, now.getTime()) * 60;
  const ofHalf = and(
    eq(replayEvents.replayId, replay.id),
    eq(replayEvents.halfNumber, half.halfNumber),
    isNull(replayEvents.recordedAt),
  );
  const due = await ctx.db
    .select({
      id: replayEvents.id,
      eventType: replayEvents.eventType,
      team: replayEvents.team,
      second: replayEvents.second,
    })
    .from(replayEvents)
    .where(and(ofHalf, lte(replayEvents.second, elapsed)))
    .orderBy(asc(replayEvents.second));
  for (const event of due) {
    const timeStamp = new Date(Math.round(timeOfMinute(startTime, speed, event.second / 60)));
    await recordReplayEvent(ctx, replay, event, timeStamp, now);
  }
  const length = replay.halfLengths[String(half.halfNumber)] ?? 0;
  if (elapsed < length) return;
  const [left] = await ctx.db.select({ n: count() }).from(replayEvents).where(ofHalf);
  if ((left?.n ?? 0) > 0) return;
  const endTime = new Date(Math.round(timeOfMinute(startTime, speed, length / 60)));
  await endHalf(ctx, { halfId: half.id, endTime, actorId: replay.createdBy }).catch(ignoreConflict);
}

/** Marks the replay finished once; a finished demo schedules the next demo match. */
async function finishReplay(
  ctx: EngineContext,
  replay: ReplayRow,
  loaded: LoadedMatch | undefined,
  now: Date,
) {
  const nextDemo = await ctx.db.transaction(async (tx) => {
    const [finished] = await tx
      .update(replays)
      .set({ status: 'finished', finishedAt: now })
      .where(and(eq(replays.id, replay.id), eq(replays.status, 'running')))
      .returning();
    if (!finished?.isDemo || !ctx.demo) return null;
    const teams = loaded && { homeTeam: loaded.match.homeTeam, awayTeam: loaded.match.awayTeam };
    return createDemoMatch(tx, now, teams ? { teams } : {});
  });
  if (nextDemo) await ctx.notices.publish([{ type: 'match.changed', matchId: nextDemo }]);
}

async function runReplay(ctx: EngineContext, replay: ReplayRow, now: Date): Promise<void> {
  const loaded = await loadMatchState(ctx.db, replay.matchId);
  if (!loaded) return finishReplay(ctx, replay, loaded, now);
  let previous: HalfRow | undefined;
  for (const half of loaded.halves) {
    if (half.status === 'active') return playHalf(ctx, replay, loaded, half, now);
    if (half.status !== 'finished') {
      const due = previous ? previous.endTime !== null && previous.endTime <= now : replay.startAt <= now;
      if (due) await startReplayHalf(ctx, replay, half, now);
      return;
    }
    previous = half;
  }
  await finishReplay(ctx, replay, loaded, now);
}

/** The replay step's question for the tick's survey: is any replay running? */
export const runningReplaysPending = () => sql`SELECT 1 FROM replays WHERE status = 'running'`;

/**
 * The clock's replay step (it runs first, so that events due by now are recorded before rounds
 * move): starts each half of a running replay when due, records its due events, ends the half when
 * its length has run, and finishes the replay with the match. All of it is read back from the
 * database every tick, so a restarted server continues where it stopped.
 */
export async function runReplays(ctx: EngineContext, now: Date): Promise<void> {
  const running = await ctx.db.select().from(replays).where(eq(replays.status, 'running'));
  await runEach(running, (replay) => runReplay(ctx, replay, now));
}
