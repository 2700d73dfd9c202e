import { TEAM_SIDES, type TeamSide } from '../events/team-side';
import { type DrawnMatch, drawMatchTimeline } from './draw-match-timeline';
import type { EventRate } from './event-rate';
import { teamRate, teamSplitOf } from './team-rates';

/**
 * A match drawn team by team from the model's lines per team: each team's events of each type
 * with lines per team come from that team's own rate and spread (teamRate), repeatable from
 * `seed`. Lines per team are priced exactly right on such matches by construction, so what real
 * games score is read against these (calibration); demo matches use drawMatchTimeline.
 */
export function drawTeamTimeline(rates: Readonly<Record<string, EventRate>>, seed: string): DrawnMatch {
  const perTeam = new Map<string, { eventType: string; team: TeamSide; rate: EventRate }>();
  for (const [eventType, rate] of Object.entries(rates)) {
    const split = teamSplitOf(eventType);
    if (!split) continue;
    for (const team of TEAM_SIDES) {
      perTeam.set(`${eventType} (${team})`, { eventType, team, rate: teamRate(rate, split, team) });
    }
  }
  const drawn = drawMatchTimeline(
    Object.fromEntries([...perTeam].map(([key, { rate }]) => [key, rate])),
    seed,
  );
  return {
    halfLengths: drawn.halfLengths,
    events: drawn.events.map(({ halfNumber, second, eventType }) => {
      const { eventType: type, team } = perTeam.get(eventType)!;
      return { halfNumber, second, eventType: type, team };
    }),
  };
}
