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
 * TEAM_LINE_EVENT_TYPES): football-data.co.uk match files of Europe's five big leagues, 2024/25
 * (1,752 matches) and 2025/26 to 5 October 2025 (327), 2,079 matches in all (read 2026-11-28 from
 * a public copy of the files; docs/game-rules.md, "Lines on a team"). Per match, home and away:
 * - goals (FTHG, FTAG): 1.51 and 1.30, home share 0.536; k 16.9 and 21.3;
 * - shots (HS, AS): 13.50 and 11.30, home share 0.544; k 11.2 and 10.6;
 * - corners (HC, AC): 5.28 and 4.37, home share 0.547; k 7.3 and 7.2;
 * - cards, yellow and red (HY + HR, AY + AR): 1.96 and 2.23, home share 0.468; k 47.9 and 75.7.
 * k is mean² / (variance − mean) of one side's per-match counts.
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

/** The split of an event type by name (case-insensitive, as everywhere); undefined when it has no lines per team. */
export function teamSplitOf(eventType: string): TeamSplit | undefined {
  const key = eventType.toLowerCase();
  return Object.entries(TEAM_SPLITS).find(([name]) => name.toLowerCase() === key)?.[1];
}
