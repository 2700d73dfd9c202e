import { z } from 'zod';

/** The two sides of a match: an event may name the one it went to. */
export const TEAM_SIDES = ['home', 'away'] as const;
export type TeamSide = (typeof TEAM_SIDES)[number];

export const teamSideSchema = z.enum(TEAM_SIDES, { error: 'team must be home or away' });

/** The event types the pricing model offers lines per team on (issue "lines on a team"). */
export const TEAM_LINE_EVENT_TYPES = ['Goal', 'Corner', 'Shot', 'Card'] as const;

/** Whether an event type has lines per team; names match case-insensitively, as everywhere. */
export function hasTeamLines(eventType: string): boolean {
  const key = eventType.toLowerCase();
  return TEAM_LINE_EVENT_TYPES.some((name) => name.toLowerCase() === key);
}
