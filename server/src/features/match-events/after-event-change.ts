import type { EngineContext, RoundSettlement } from '../match-engine';

/** After an event change commits: tell the screens, and of a correction, what it settled and whom it told. */
export async function afterEventChange(
  ctx: EngineContext,
  matchId: string,
  settlement: RoundSettlement | null,
): Promise<void> {
  await ctx.notices.publish([
    { type: 'match.event', matchId },
    ...(settlement
      ? [
          { type: 'round.settled' as const, matchId, roundId: settlement.roundId },
          ...settlement.lobbyIds.map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })),
          ...settlement.notified,
        ]
      : []),
  ]);
}
