import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lobbyUsers } from '../../db/schema';

/** Players present in a lobby, as a correlated subquery: spectators and those who left take no seat. */
export function playerCountSql(lobbyId: AnyPgColumn) {
  return sql<number>`(select count(*)::int from ${lobbyUsers} where ${and(
    eq(lobbyUsers.lobbyId, lobbyId),
    eq(lobbyUsers.role, 'player'),
    isNull(lobbyUsers.leftAt),
  )})`;
}
