import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PRICE_MARGIN, EVENT_RATES, type RecordedMatch, replayCalibration } from '@kickchips/core';
import { parseMetricaTimeline } from '@kickchips/server/src/features/replay/parse-metrica-timeline';
import { printCalibration } from './print-calibration';
import { referenceScores } from './reference-scores';

/**
 * `npm run calibrate`: replays the shared Metrica games round by round through the pricing model,
 * with its in-play updates (rounds of 9 minutes, the last of each half open-ended), and prints how
 * its lines did against what happened, beside the editor's four drafts on every event type; and
 * the same for the lines per team (goals, corners, shots and cards of each team).
 */
/** Pairs of model-drawn matches the real games' score is read against. */
const REFERENCE_PAIRS = 300;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = process.env.METRICA_DIR ?? path.resolve(repoRoot, '../shared/data/metrica');
const GAMES = ['Sample_Game_1_RawEventsData.csv', 'Sample_Game_2_RawEventsData.csv'];
/** The drafts' thresholds are priced too (not offered), to score the model's chances on the drafts' own lines. */
const OPTIONS = { margin: DEFAULT_PRICE_MARGIN, roundMinutes: 9, roundsPerHalf: 5, alsoPrice: [0.5, 1.5] };
/** Lines per team are replayed as the clock offers them: only their offered lines are scored. */
const TEAM_OPTIONS = { margin: DEFAULT_PRICE_MARGIN, roundMinutes: 9, roundsPerHalf: 5, teamLines: true };

const games = GAMES.map((file, index): { name: string; match: RecordedMatch } => ({
  name: `Metrica game ${index + 1}`,
  match: parseMetricaTimeline(readFileSync(path.join(dataDir, file), 'utf8')),
}));
const replays = games.map(({ name, match }) => ({
  name,
  match,
  model: replayCalibration(match, EVENT_RATES, OPTIONS),
  teams: replayCalibration(match, EVENT_RATES, TEAM_OPTIONS),
}));
printCalibration(replays, EVENT_RATES, referenceScores(EVENT_RATES, OPTIONS, REFERENCE_PAIRS));
