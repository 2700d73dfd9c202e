import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PRICE_MARGIN, EVENT_RATES, type RecordedMatch, replayCalibration } from '@kickchips/core';
import { parseMetricaTimeline } from '@kickchips/server/src/features/replay/parse-metrica-timeline';
import { calibrationJson } from './calibration-json';
import { dropEvents, replayLearning } from './learn-replay';
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
 * `--json` prints the machine-readable summary (calibration-json.ts) instead of the tables; `--fit`
 * the rates the matches show (fit-rates.ts). `--learn` prices each match from what the matches
 * before it recorded, as the server learns its recorder, and scores the matches after the first 20;
 * `--drop SHARE` first drops that share of the events of `--drop-types` (throw-ins, free kicks and
 * goal kicks unless told), repeatably from `--seed`: a recorder who misses things.
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
/** With `--learn`, the matches the house learns from before its lines are scored. */
const LEARNING_MATCHES = 20;

const { values } = parseArgs({
  options: {
    matches: { type: 'string' },
    json: { type: 'boolean', default: false },
    fit: { type: 'boolean', default: false },
    learn: { type: 'boolean', default: false },
    drop: { type: 'string' },
    'drop-types': { type: 'string', default: 'Throw,Free-Kick,Goal-Kick' },
    seed: { type: 'string', default: 'recorder-drops' },
  },
});

function metricaGames(): { name: string; match: RecordedMatch }[] {
  return GAMES.map((file, index) => ({
    name: `Metrica game ${index + 1}`,
    match: parseMetricaTimeline(readFileSync(path.join(dataDir, file), 'utf8')),
  }));
}

/** The matches of `--matches`, with `--drop`'s share of their events dropped. */
function sharedMatches(location: string): RecordedMatch[] {
  const matches = readWyscoutMatches(path.resolve(location)).map((m) => m.match);
  const share = values.drop === undefined ? 0 : Number(values.drop);
  return share > 0 ? dropEvents(matches, share, values['drop-types'].split(','), values.seed) : matches;
}

/** Every match priced from the built-in rates alone, or with `--learn` from what the matches before it recorded. */
function replayShared(matches: readonly RecordedMatch[]) {
  if (values.learn)
    return {
      ...replayLearning(matches, TEAM_OPTIONS, LEARNING_MATCHES),
      scored: matches.length - LEARNING_MATCHES,
    };
  const replays = matches.map((match) => replayCalibration(match, EVENT_RATES, TEAM_OPTIONS));
  return {
    offered: replays.flatMap((r) => r.lines.filter((l) => l.offered)),
    counts: replays.flatMap((r) => r.counts),
    scored: matches.length,
  };
}

if (values.fit) {
  printFit(values.matches === undefined ? metricaGames().map((g) => g.match) : sharedMatches(values.matches));
} else if (values.matches !== undefined) {
  const { offered, counts, scored } = replayShared(sharedMatches(values.matches));
  if (values.json) console.log(JSON.stringify(calibrationJson(scored, offered), null, 2));
  else printManyMatches(scored, counts, offered);
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
