import { type TeamSide, teamSideSchema } from '@kickchips/core';
import { type CsvRow, csvRows } from './csv-rows';
import { metricaEvents, subtypeTokens } from './metrica-event-types';
import { type Timeline, TimelineError, type TimelineEvent } from './timeline';

const COLUMNS = { type: 'type', subtype: 'subtype', period: 'period', time: 'start time [s]' } as const;
/** The Team column (Home or Away); a file without it replays without teams. */
const TEAM_COLUMN = 'team';

type MetricaRow = {
  line: number;
  period: number;
  time: number;
  type: string;
  subtype: string;
  team: TeamSide | undefined;
};

function readTeam(line: number, text: string | undefined): TeamSide | undefined {
  if (text === undefined || text === '') return undefined;
  const team = teamSideSchema.safeParse(text.toLowerCase());
  if (!team.success) throw new TimelineError(line, 'Team must be Home or Away');
  return team.data;
}

function readRows(header: CsvRow, rows: CsvRow[]): MetricaRow[] {
  const names = header.fields.map((f) => f.toLowerCase());
  const teamAt = names.indexOf(TEAM_COLUMN);
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => {
      const index = names.indexOf(name);
      if (index < 0) throw new TimelineError(header.line, `not a Metrica event file: no "${name}" column`);
      return [key, index];
    }),
  ) as Record<keyof typeof COLUMNS, number>;
  return rows.map(({ line, fields }) => {
    const period = Number(fields[at.period]);
    const time = Number(fields[at.time]);
    if (!Number.isInteger(period) || period < 1 || period > 9) {
      throw new TimelineError(line, 'Period must be a whole number from 1 to 9');
    }
    if (fields[at.time] === '' || !Number.isFinite(time) || time < 0) {
      throw new TimelineError(line, 'Start Time [s] must be a number of seconds');
    }
    return {
      line,
      period,
      time,
      type: fields[at.type] ?? '',
      subtype: fields[at.subtype] ?? '',
      team: teamAt < 0 ? undefined : readTeam(line, fields[teamAt]),
    };
  });
}

/**
 * Metrica Sports' open event CSV (columns Team, Type, Subtype, Period, Start Frame, Start Time [s],
 * ...). Times count from the start of the recording; a period starts at its first row (the
 * kick-off) and lasts until its last row. Rows with a RETAKEN token are voided attempts and left out.
 * Each event carries its team from the Team column (Home is home, Away is away; see
 * metricaEvents for goals that count for the other team).
 */
export function parseMetricaTimeline(text: string): Timeline {
  const [header, ...csv] = csvRows(text);
  if (!header) throw new TimelineError(null, 'no rows');
  const rows = readRows(header, csv);
  const starts = new Map<number, number>();
  const ends = new Map<number, number>();
  for (const row of rows) {
    starts.set(row.period, Math.min(starts.get(row.period) ?? row.time, row.time));
    ends.set(row.period, Math.max(ends.get(row.period) ?? row.time, row.time));
  }
  const events: TimelineEvent[] = [];
  for (const row of rows) {
    if (subtypeTokens(row.subtype).includes('RETAKEN')) continue;
    const second = row.time - starts.get(row.period)!;
    for (const { eventType, team } of metricaEvents(row.type, row.subtype, row.team)) {
      events.push({ halfNumber: row.period, second, eventType, ...(team && { team }), line: row.line });
    }
  }
  if (events.length === 0) throw new TimelineError(null, 'no events of a type we play');
  const halfLengths = new Map([...starts].map(([period, start]) => [period, ends.get(period)! - start]));
  return { events, halfLengths };
}
