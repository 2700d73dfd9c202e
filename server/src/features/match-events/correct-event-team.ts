import type { MatchEvent, TeamSide } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { matchEvents } from '../../db/schema';
import { writeAudit } from '../audit';
import type { EngineContext } from '../match-engine';
import { teamSideOf } from '../matches';
import { afterEventChange } from './after-event-change';
import { correctRound } from './correct-round';
import { toEventView } from './event-view';
import { lockLiveEvent } from './lock-live-event';

/**
 * Corrects the team of an event that is not deleted (PATCH event): kept for the audit with the team
 * before and after, and like any correction, an event of a finished round re-settles that round
 * (its team lines and the score change). Naming the team it already has changes nothing.
 */
export async function correctEventTeam(
  ctx: EngineContext,
  id: string,
  team: TeamSide,
  actorId: string | null,
): Promise<MatchEvent> {
  const now = ctx.clock.now();
  const { event, changed, settlement } = await ctx.db.transaction(async (tx) => {
    const { event: found, match: loaded } = await lockLiveEvent(tx, id);
    const before = teamSideOf(found.team) ?? null;
    if (before === team) return { event: found, changed: false, settlement: null };
    const [corrected] = await tx.update(matchEvents).set({ team }).where(eq(matchEvents.id, id)).returning();
    const settlement = await correctRound(
      tx,
      loaded,
      {
        change: 'event team corrected',
        eventId: id,
        eventType: found.eventType,
        timeStamp: found.timeStamp,
        actorId,
      },
      now,
    );
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'event',
      entityId: id,
      detail: {
        matchId: found.matchId,
        eventType: found.eventType,
        team: { from: before, to: team },
        at: now,
      },
    });
    return { event: corrected!, changed: true, settlement };
  });
  if (changed) await afterEventChange(ctx, event.matchId, settlement);
  return toEventView(event);
}
