import type { BetCardStatus } from '@kickchips/core';

export type StatusChange = { id: string; from: BetCardStatus; to: BetCardStatus };

/** The bets whose status differs between two snapshots; bets new in `next` are not changes. */
export function betStatusChanges(
  previous: ReadonlyMap<string, BetCardStatus>,
  next: ReadonlyMap<string, BetCardStatus>,
): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const [id, to] of next) {
    const from = previous.get(id);
    if (from !== undefined && from !== to) changes.push({ id, from, to });
  }
  return changes;
}
