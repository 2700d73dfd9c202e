import type { Db, Tx } from '../../db/database';
import { writeAudit } from '../audit';

type Action = Parameters<typeof writeAudit>[1]['action'];

/** Records a change to a match's event-type list; the entity is the match, the detail says what changed. */
export function auditMatchEventTypes(
  tx: Db | Tx,
  actorId: string | null,
  action: Action,
  matchId: string,
  detail: unknown,
): Promise<void> {
  return writeAudit(tx, { actorId, action, entity: 'match-event-type', entityId: matchId, detail });
}
