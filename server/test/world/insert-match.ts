import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { eventTypes, matchEventTypes, matches, matchHalves, matchRounds, odds } from '../../src/db/schema';

/**
 * A match with `halves` halves of `roundsPerHalf` rounds of `roundMinutes` minutes each, and one
 * over 0.5 and one under 0.5 odd per event type given, priced by hand (automatic pricing off)
 * unless `autoPricing` says otherwise.
 */
export async function insertMatch(
  db: Db,
  options: {
    halves?: number;
    roundsPerHalf?: number;
    roundMinutes?: number;
    eventTypes?: string[];
    clockSpeed?: number;
    autoPricing?: boolean;
  } = {},
) {
  const {
    halves = 2,
    roundsPerHalf = 5,
    roundMinutes = 9,
    eventTypes = ['Goal', 'Corner'],
    clockSpeed = 1,
    autoPricing = false,
  } = options;
  const [match] = await db
    .insert(matches)
    .values({ homeTeam: 'Home FC', awayTeam: 'Away United', clockSpeed, autoPricing })
    .returning();
  const halfRows = [];
  const roundRows = [];
  for (let h = 1; h <= halves; h++) {
    const [half] = await db.insert(matchHalves).values({ matchId: match!.id, halfNumber: h }).returning();
    halfRows.push(half!);
    for (let r = 0; r < roundsPerHalf; r++) {
      const [round] = await db
        .insert(matchRounds)
        .values({
          matchId: match!.id,
          halfId: half!.id,
          roundNumber: (h - 1) * roundsPerHalf + r + 1,
          startMinute: r * roundMinutes,
          endMinute: (r + 1) * roundMinutes,
        })
        .returning();
      roundRows.push(round!);
    }
  }
  const oddRows =
    eventTypes.length === 0
      ? []
      : await db
          .insert(odds)
          .values(
            eventTypes.flatMap((eventType) => [
              {
                matchId: match!.id,
                eventType,
                betType: 'over',
                threshold: 0.5,
                odds: 1.8,
                name: `${eventType} over 0.5`,
              },
              {
                matchId: match!.id,
                eventType,
                betType: 'under',
                threshold: 0.5,
                odds: 2,
                name: `${eventType} under 0.5`,
              },
            ]),
          )
          .returning();
  return { match: match!, halves: halfRows, rounds: roundRows, odds: oddRows };
}

/** Event types configured for a match (created when missing), so that events of them can be recorded. */
export async function insertMatchEventTypes(db: Db, matchId: string, names: string[]) {
  await db
    .insert(eventTypes)
    .values(names.map((name) => ({ name, displayName: name, kind: 'builtIn' })))
    .onConflictDoNothing();
  const rows = await db.select().from(eventTypes).where(inArray(eventTypes.name, names));
  await db
    .insert(matchEventTypes)
    .values(rows.map((row) => ({ matchId, eventTypeId: row.id, position: names.indexOf(row.name) })))
    .onConflictDoNothing();
}
