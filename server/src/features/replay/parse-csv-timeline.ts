import { type TeamSide, teamSideSchema } from '@kickchips/core';
import { csvRows } from './csv-rows';
import { type Timeline, TimelineError, type TimelineEvent } from './timeline';

const HEADER = 'half,second,eventtype';
const HEADER_WITH_TEAM = 'half,second,eventtype,team';
/** The longest half a timeline may describe, in match seconds (extra time included). */
const MAX_HALF_SECONDS = 4 * 60 * 60;
/** A row of this type marks where its half ends, instead of an event. */
const END_MARKER = 'end';

/** A row's team: home or away in any case, none when empty; anything else names the column. */
function readTeam(line: number, text: string | undefined): TeamSide | undefined {
  if (text === undefined || text === '') return undefined;
  const team = teamSideSchema.safeParse(text.toLowerCase());
  if (!team.success) throw new TimelineError(line, 'team must be home or away (or empty)');
  return team.data;
}

/**
 * The project's own timeline CSV: a header `half,second,eventType`, then one event per row
 * (`1,754.5,Corner`). A row `2,2820,end` says where half 2 ends; without it a half ends at its last
 * event. The header `half,second,eventType,team` adds the team each event went to (`1,754.5,Corner,away`;
 * home or away in any case, empty or left off for none).
 */
export function parseCsvTimeline(text: string): Timeline {
  const [header, ...rows] = csvRows(text);
  const columns = header?.fields.map((f) => f.toLowerCase()).join(',');
  if (!header || (columns !== HEADER && columns !== HEADER_WITH_TEAM)) {
    throw new TimelineError(
      header?.line ?? 1,
      'the header must be half,second,eventType or half,second,eventType,team',
    );
  }
  const withTeam = columns === HEADER_WITH_TEAM;
  const expected = withTeam
    ? 'expected 3 or 4 fields: half,second,eventType,team'
    : 'expected 3 fields: half,second,eventType';
  const events: TimelineEvent[] = [];
  const ends = new Map<number, { second: number; line: number }>();
  for (const { line, fields } of rows) {
    if (fields.length !== 3 && !(withTeam && fields.length === 4)) throw new TimelineError(line, expected);
    const [halfText, secondText, eventType, teamText] = fields as [string, string, string, string?];
    const halfNumber = Number(halfText);
    const second = Number(secondText);
    if (!/^\d+$/.test(halfText) || halfNumber < 1 || halfNumber > 9) {
      throw new TimelineError(line, 'half must be a whole number from 1 to 9');
    }
    if (secondText === '' || !Number.isFinite(second) || second < 0 || second > MAX_HALF_SECONDS) {
      throw new TimelineError(line, `second must be a number from 0 to ${MAX_HALF_SECONDS}`);
    }
    if (eventType === '' || eventType.length > 40)
      throw new TimelineError(line, 'eventType must be 1 to 40 characters');
    const team = readTeam(line, teamText);
    if (eventType.toLowerCase() === END_MARKER) {
      if (ends.has(halfNumber)) throw new TimelineError(line, `half ${halfNumber} has a second end row`);
      ends.set(halfNumber, { second, line });
    } else events.push({ halfNumber, second, eventType, ...(team && { team }), line });
  }
  if (events.length === 0) throw new TimelineError(null, 'no events');
  const halfLengths = new Map<number, number>();
  for (const event of events) {
    halfLengths.set(event.halfNumber, Math.max(halfLengths.get(event.halfNumber) ?? 0, event.second));
  }
  for (const [halfNumber, end] of ends) {
    const last = halfLengths.get(halfNumber) ?? 0;
    if (last > end.second) {
      throw new TimelineError(end.line, `half ${halfNumber} has an event at second ${last}, after its end`);
    }
    halfLengths.set(halfNumber, end.second);
  }
  return { events, halfLengths };
}
