import { nextFullMinute, type Replay } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { eventTypes, matchEventTypes, matches, replayEvents, replays } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import { writeAudit } from '../audit';
import { startHalfInTx } from '../match-engine';
import { lockMatchState } from '../matches';
import { toReplayView } from './replay-view';
import type { Timeline, TimelineEvent } from './timeline';

export type ReplayPlan = {
  matchId: string;
  format: 'csv' | 'metrica' | 'demo';
  clockSpeed: number;
  timeline: Timeline;
  /** When the first half starts (at the next full minute after it); now or earlier starts it at once. */
  startAt: Date;
  isDemo: boolean;
  actorId: string | null;
};

const INSERT_CHUNK = 500;

/** Each event's type as the match stores it; the CSV format refuses others, Metrica's leaves them out. */
async function matchTypes(tx: Tx, matchId: string, plan: ReplayPlan) {
  const rows = await tx
    .select({ name: eventTypes.name })
    .from(matchEventTypes)
    .innerJoin(eventTypes, eq(eventTypes.id, matchEventTypes.eventTypeId))
    .where(eq(matchEventTypes.matchId, matchId));
  const names = new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
  const kept: TimelineEvent[] = [];
  for (const event of plan.timeline.events) {
    const name = names.get(event.eventType.toLowerCase());
    if (name) kept.push({ ...event, eventType: name });
    else if (plan.format !== 'metrica') {
      throw badRequest(`timeline line ${event.line}: ${event.eventType} is not configured for this match`);
    }
  }
  return kept;
}

/**
 * Schedules a replay inside the caller's transaction (the match row locked): the match must not
 * have started, the timeline must play exactly the match's halves, and the match takes the replay's
 * clock speed. Its events are stored, to be recorded by the clock when due.
 */
export async function createReplayInTx(tx: Tx, plan: ReplayPlan, now: Date): Promise<Replay> {
  const loaded = await lockMatchState(tx, plan.matchId);
  if (loaded.match.status === 'completed' || loaded.halves.some((h) => h.status !== 'upcoming')) {
    throw conflict('A replay needs a match that has not started');
  }
  const [existing] = await tx
    .select({ id: replays.id })
    .from(replays)
    .where(eq(replays.matchId, plan.matchId));
  if (existing) throw conflict('This match already has a replay');
  const matchHalfNumbers = loaded.halves.map((h) => h.halfNumber);
  for (const halfNumber of plan.timeline.halfLengths.keys()) {
    if (!matchHalfNumbers.includes(halfNumber))
      throw badRequest(`timeline: the match has no half ${halfNumber}`);
  }
  for (const halfNumber of matchHalfNumbers) {
    if (!plan.timeline.halfLengths.has(halfNumber)) {
      throw badRequest(`timeline: half ${halfNumber} of the match has no events`);
    }
  }
  const events = await matchTypes(tx, plan.matchId, plan);
  await tx
    .update(matches)
    .set({
      clockSpeed: plan.clockSpeed,
      scheduledAt: new Date(nextFullMinute(plan.startAt.getTime())),
      updatedAt: now,
    })
    .where(eq(matches.id, plan.matchId));
  const [replay] = await tx
    .insert(replays)
    .values({
      matchId: plan.matchId,
      format: plan.format,
      clockSpeed: plan.clockSpeed,
      halfLengths: Object.fromEntries(
        [...plan.timeline.halfLengths].map(([half, length]) => [String(half), length]),
      ),
      startAt: plan.startAt,
      isDemo: plan.isDemo,
      skipped: plan.timeline.events.length - events.length,
      createdBy: plan.actorId,
      createdAt: now,
    })
    .returning();
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    await tx.insert(replayEvents).values(
      events.slice(i, i + INSERT_CHUNK).map((event) => ({
        replayId: replay!.id,
        halfNumber: event.halfNumber,
        second: event.second,
        eventType: event.eventType,
        team: event.team ?? null,
      })),
    );
  }
  await writeAudit(tx, {
    actorId: plan.actorId,
    action: 'create',
    entity: 'replay',
    entityId: replay!.id,
    detail: {
      matchId: plan.matchId,
      format: plan.format,
      clockSpeed: plan.clockSpeed,
      events: events.length,
    },
  });
  if (plan.startAt <= now) {
    await startHalfInTx(
      tx,
      { matchId: plan.matchId, halfNumber: matchHalfNumbers[0]!, actorId: plan.actorId },
      now,
    );
  }
  return toReplayView(replay!, events.length);
}
