import { type EngineContext, settleRound } from '../match-engine';

/** After an event change commits: tell the screens, and re-settle a corrected round right away. */
export async function afterEventChange(
  ctx: EngineContext,
  matchId: string,
  correctedRoundId: string | null,
): Promise<void> {
  await ctx.notices.publish([{ type: 'match.event', matchId }]);
  if (!correctedRoundId) return;
  await settleRound(ctx, correctedRoundId).catch((err) =>
    ctx.log.warn({ err, roundId: correctedRoundId }, 'correction not settled yet; the clock will retry'),
  );
}
