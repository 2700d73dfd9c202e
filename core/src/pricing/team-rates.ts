import type { TeamSide } from '../events/team-side';
import type { EventRate } from './event-rate';

/** How an event type with lines per team splits between the two teams. */
export type TeamSplit = {
  /** The home team's share of the match's events of the type. */
  homeShare: number;
  /**
   * How much one team's count differs from match to match (the negative binomial's shape k, as in
   * EventRate), by side: teams differ more than matches do, since a strong side takes most of the
   * shots and corners. It is also the prior's strength when a team's rate is learnt in play.
   */
  dispersion: Readonly<Record<TeamSide, number>>;
};

/**
 * The home and away split of the event types that have lines per team (core's
 * TEAM_LINE_EVENT_TYPES), fitted on the same 1,281 Wyscout matches as EVENT_RATES (`npm run
 * calibrate -- --fit --matches ../shared/data/wyscout`; docs/game-rules.md, "Lines on a team"). Per
 * match, home and away:
 * - goals: 1.52 and 1.17, home share 0.564; k 8.4 and 7.1;
 * - shots: 13.16 and 10.55, home share 0.555; k 12.7 and 12.2;
 * - corners: 5.55 and 4.41, home share 0.558; k 9.8 and 8.3;
 * - cards, yellow and red: 1.94 and 2.22, home share 0.467; k 29.4 and 632.1.
 * The share is the home side's events over all; k is each side's per-match counts against its
 * share of what the match's length makes expected, 1 / k = Σ((n − e)² − n) / Σ e².
 */
export const TEAM_SPLITS: Readonly<Record<string, TeamSplit>> = {
  Goal: { homeShare: 0.564, dispersion: { home: 8.4, away: 7.1 } },
  Corner: { homeShare: 0.558, dispersion: { home: 9.8, away: 8.3 } },
  Shot: { homeShare: 0.555, dispersion: { home: 12.7, away: 12.2 } },
  Card: { homeShare: 0.467, dispersion: { home: 29.4, away: 632.1 } },
};

/** A side's share of its match's events of a type with lines per team. */
export function sideShare(split: TeamSplit, side: TeamSide): number {
  return side === 'home' ? split.homeShare : 1 - split.homeShare;
}

/**
 * One team's rate of an event type: its share of the match's rate, at the same time profile, with
 * the spread of one team's counts. The model prices and learns it exactly as a match rate
 * (priceEventType, matchEvidence), from that team's events alone.
 */
export function teamRate(rate: EventRate, split: TeamSplit, side: TeamSide): EventRate {
  return {
    perMatch: rate.perMatch * sideShare(split, side),
    dispersion: split.dispersion[side],
    profile: rate.profile,
  };
}

/**
 * The split of an event type by name (case-insensitive, as everywhere), from the built-in splits or
 * others (a recorder's learnt ones); undefined when it has no lines per team.
 */
export function teamSplitOf(
  eventType: string,
  splits: Readonly<Record<string, TeamSplit>> = TEAM_SPLITS,
): TeamSplit | undefined {
  const key = eventType.toLowerCase();
  return Object.entries(splits).find(([name]) => name.toLowerCase() === key)?.[1];
}
