import { type EventRate, EXPECTED_ADDED_TIME } from './event-rate';

type Profile = EventRate['profile'];

/** No 15-minute block busier than another: the flat profile, for event types with no sourced time profile. */
const FLAT: Profile = [1, 1, 1, 1, 1, 1];

/**
 * A time profile from each block's share of a match's events: intensity is share per minute, and
 * the last block of each half holds its added time.
 */
function fromShares(shares: Profile): Profile {
  const minutes = [15, 15, 15 + EXPECTED_ADDED_TIME[0], 15, 15, 15 + EXPECTED_ADDED_TIME[1]];
  return shares.map((share, block) => share / minutes[block]!) as unknown as Profile;
}

/**
 * The base rates of the built-in event types: what a match of Europe's five big leagues brings, per
 * match (both teams, added time included), with the spread between matches. Where each number
 * comes from (with its date) is in docs/game-rules.md, "How prices are made"; in short:
 * - goals, corners, shots, cards: football-data.co.uk match files, Big-5 leagues 2021/22 to
 *   2025/26 (8,908 matches): mean, and dispersion k = mean² / (variance − mean);
 * - free kicks, throw-ins, goal kicks, penalties, offsides: FBref (Opta) season totals, Big-5
 *   2024/25 (1,752 matches); dispersions of these are estimates (see the docs);
 * - time profiles of goals and cards: goals and bookings by minute, men's World Cups 1998 to 2022
 *   (448 matches); penalties follow the goals.
 */
export const EVENT_RATES: Readonly<Record<string, EventRate>> = {
  Goal: {
    perMatch: 2.81,
    dispersion: Number.POSITIVE_INFINITY,
    profile: fromShares([12.6, 12.9, 16.4, 16.7, 16.8, 24.6]),
  },
  Throw: { perMatch: 36.5, dispersion: 50, profile: FLAT },
  Corner: { perMatch: 9.68, dispersion: 58, profile: FLAT },
  Shot: { perMatch: 25.18, dispersion: 68, profile: FLAT },
  Card: { perMatch: 4.29, dispersion: 18, profile: fromShares([8.0, 14.4, 17.9, 17.5, 16.6, 25.6]) },
  'Free-Kick': { perMatch: 26.43, dispersion: 61, profile: FLAT },
  'Goal-Kick': { perMatch: 14.6, dispersion: 30, profile: FLAT },
  Penalty: {
    perMatch: 0.29,
    dispersion: Number.POSITIVE_INFINITY,
    profile: fromShares([12.6, 12.9, 16.4, 16.7, 16.8, 24.6]),
  },
  Offside: { perMatch: 3.42, dispersion: 7, profile: FLAT },
};
