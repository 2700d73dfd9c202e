import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PRICE_MARGIN, EVENT_RATES, type RecordedMatch, replayCalibration } from '@kickchips/core';
import { parseMetricaTimeline } from '@kickchips/server/src/features/replay/parse-metrica-timeline';
import { calibrationJson } from './calibration-json';
import { printCalibration } from './print-calibration';
import { printFit } from './print-fit';
import { printManyMatches } from './print-many-matches';
import { readWyscoutMatches } from './read-wyscout-matches';
import { referenceScores } from './reference-scores';

/**
 * `npm run calibrate`: replays matches round by round through the pricing model, with its in-play
 * updates (rounds of 9 minutes, the last of each half open-ended), and prints how its lines did
 * against what happened: by default the shared Metrica games, beside the editor's four drafts on
 * every event type, and the same for the lines per team (goals, corners, shots and cards of each
 * team). `--matches PATH` replays a file or a folder of files in the shared Wyscout format instead;
 * `--json` prints the machine-readable summary (calibration-json.ts) instead of the tables.
 */
/** Pairs of model-drawn matches the real games' score is read against. */
const REFERENCE_PAIRS = 300;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = process.env.METRICA_DIR ?? path.resolve(repoRoot, '../shared/data/metrica');
const GAMES = ['Sample_Game_1_RawEventsData.csv', 'Sample_Game_2_RawEventsData.csv'];
const ROUNDS = { margin: DEFAULT_PRICE_MARGIN, roundMinutes: 9, roundsPerHalf: 5 };
/** The drafts' thresholds are priced too (not offered), to score the model's chances on the drafts' own lines. */
const OPTIONS = { ...ROUNDS, alsoPrice: [0.5, 1.5] };
/** Lines per team are replayed as the clock offers them: only their offered lines are scored. */
const TEAM_OPTIONS = { ...ROUNDS, teamLines: true };

const { values } = parseArgs({
  options: {
    matches: { type: 'string' },
    json: { type: 'boolean', default: false },
    fit: { type: 'boolean', default: false },
  },
});

function metricaGames(): { name: string; match: RecordedMatch }[] {
  return GAMES.map((file, index) => ({
    name: `Metrica game ${index + 1}`,
    match: parseMetricaTimeline(readFileSync(path.join(dataDir, file), 'utf8')),
  }));
}

if (values.fit) {
  printFit(
    values.matches === undefined
      ? metricaGames().map((g) => g.match)
      : readWyscoutMatches(path.resolve(values.matches)).map((m) => m.match),
  );
} else if (values.matches !== undefined) {
  const matches = readWyscoutMatches(path.resolve(values.matches));
  const replays = matches.map(({ match }) => replayCalibration(match, EVENT_RATES, TEAM_OPTIONS));
  const offered = replays.flatMap((r) => r.lines.filter((l) => l.offered));
  if (values.json) console.log(JSON.stringify(calibrationJson(matches.length, offered), null, 2));
  else
    printManyMatches(
      matches.length,
      replays.flatMap((r) => r.counts),
      offered,
    );
} else {
  const games = metricaGames();
  if (values.json) {
    const offered = games.flatMap(({ match }) =>
      replayCalibration(match, EVENT_RATES, TEAM_OPTIONS).lines.filter((l) => l.offered),
    );
    console.log(JSON.stringify(calibrationJson(games.length, offered), null, 2));
  } else {
    const replays = games.map(({ name, match }) => ({
      name,
      match,
      model: replayCalibration(match, EVENT_RATES, OPTIONS),
      teams: replayCalibration(match, EVENT_RATES, TEAM_OPTIONS),
    }));
    printCalibration(replays, EVENT_RATES, referenceScores(EVENT_RATES, OPTIONS, REFERENCE_PAIRS));
  }
}
