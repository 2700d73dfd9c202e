import {
  EVENT_RATES,
  learntRates,
  learntSplits,
  type RecordedMatch,
  type RecorderTally,
  type ReplayedCount,
  type ReplayedLine,
  replayCalibration,
  seededRandom,
  tallyRecordedMatch,
} from '@kickchips/core';

/**
 * `--learn`: replays the matches in the order given (kick-off order), each priced from the
 * built-in rates mixed with what the matches before it recorded (core's recorder-rates.ts), as the
 * server learns after each finished match; the offered lines of every match after the first
 * `skip` (while the house is still learning) are scored.
 */
export function replayLearning(
  matches: readonly RecordedMatch[],
  options: { margin: number; roundMinutes: number; roundsPerHalf: number; teamLines: boolean },
  skip: number,
): { offered: ReplayedLine[]; counts: ReplayedCount[]; tallies: Record<string, RecorderTally> } {
  let tallies: Record<string, RecorderTally> = {};
  const offered: ReplayedLine[] = [];
  const counts: ReplayedCount[] = [];
  matches.forEach((match, index) => {
    const replay = replayCalibration(match, learntRates(EVENT_RATES, tallies), {
      ...options,
      teamSplits: learntSplits(tallies),
    });
    if (index >= skip) {
      offered.push(...replay.lines.filter((line) => line.offered));
      counts.push(...replay.counts);
    }
    tallies = tallyRecordedMatch(tallies, match, EVENT_RATES);
  });
  return { offered, counts, tallies };
}

/**
 * A recorder who misses things: each event of `eventTypes` dropped with chance `share`, repeatably
 * from `seed` (the check drops 30 % of the throw-ins, free kicks and goal kicks).
 */
export function dropEvents(
  matches: readonly RecordedMatch[],
  share: number,
  eventTypes: readonly string[],
  seed: string,
): RecordedMatch[] {
  const random = seededRandom(seed);
  return matches.map((match) => ({
    ...match,
    events: match.events.filter((e) => !eventTypes.includes(e.eventType) || random() >= share),
  }));
}
