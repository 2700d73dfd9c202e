import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RecordedMatch, TeamSide } from '@kickchips/core';

/** One match of the shared Wyscout files: its kick-off, its teams, and its events as calibration replays them. */
export type DatedMatch = { id: number; date: string; home: string; away: string; match: RecordedMatch };

type WyscoutMatch = {
  id: number;
  date: string;
  home: string;
  away: string;
  halfSeconds: number[];
  events: [number, number, string, TeamSide][];
};

function parseFile(file: string): DatedMatch[] {
  const { matches } = JSON.parse(readFileSync(file, 'utf8')) as { matches: WyscoutMatch[] };
  return matches.map(({ id, date, home, away, halfSeconds, events }) => ({
    id,
    date,
    home,
    away,
    match: {
      events: events.map(([halfNumber, second, eventType, team]) => ({
        halfNumber,
        second,
        eventType,
        team,
      })),
      halfLengths: new Map(halfSeconds.map((seconds, index) => [index + 1, seconds])),
    },
  }));
}

/**
 * The matches of a file, or of every `.json` file of a folder, in the shared Wyscout format
 * (../shared/data/wyscout/README.md: one league a file, one match a line, events as
 * `[half, second, type, side]`), in kick-off order.
 */
export function readWyscoutMatches(location: string): DatedMatch[] {
  const files = statSync(location).isDirectory()
    ? readdirSync(location)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(location, name))
    : [location];
  return files.flatMap(parseFile).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}
