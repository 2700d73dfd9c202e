import {
  type AddMatchEventTypeInput,
  EVENT_TYPE_EXISTS,
  type MatchEventType,
  type Odd,
} from '@kickchips/core';
import type { Db } from '../../db/database';
import { conflict } from '../../http/http-error';
import {
  attachEventType,
  findEventTypeByName,
  insertEventType,
  listMatchEventTypes,
  MATCH_ONLY_KIND,
} from '../event-types';
import { findMatchRow } from '../matches';
import { requestRepricing } from '../pricing';
import { auditMatchEventTypes } from './audit-match-event-types';
import { saveOdd } from './save-odd';

/**
 * Adds an event type to a match's list: a known one by its name (any case), or a new 'custom'
 * one that stays with the matches it is added to (it joins no global list). Already on the list is 'Event type already exists' (409). customOdds become its odds.
 */
export async function addMatchEventType(
  db: Db,
  matchId: string,
  input: AddMatchEventTypeInput,
  actorId: string | null,
): Promise<{ eventTypes: MatchEventType[]; odds: Odd[] }> {
  return db.transaction(async (tx) => {
    await findMatchRow(tx, matchId);
    const type =
      (await findEventTypeByName(tx, input.eventTypeName)) ??
      (await insertEventType(tx, { name: input.eventTypeName, kind: MATCH_ONLY_KIND }, actorId));
    if (!(await attachEventType(tx, matchId, type.id))) throw conflict(EVENT_TYPE_EXISTS);
    await auditMatchEventTypes(tx, actorId, 'create', matchId, { eventType: type.name });
    await requestRepricing(tx, matchId);
    const odds: Odd[] = [];
    for (const odd of input.customOdds ?? []) {
      odds.push(await saveOdd(tx, { ...odd, matchId, eventType: type.name }, actorId));
    }
    return { eventTypes: await listMatchEventTypes(tx, matchId), odds };
  });
}
