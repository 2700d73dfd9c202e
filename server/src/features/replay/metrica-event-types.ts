import type { TeamSide } from '@kickchips/core';

/**
 * How Metrica Sports' open event data (https://github.com/metrica-sports/sample-data, credit:
 * Metrica Sports) maps to our event types. A subtype joins tokens with '-' (HEAD-ON TARGET-GOAL).
 *
 * | Metrica row                                   | our event types |
 * | --------------------------------------------- | --------------- |
 * | SET PIECE THROW IN                            | Throw           |
 * | SET PIECE CORNER KICK                         | Corner          |
 * | SET PIECE FREE KICK                           | Free-Kick       |
 * | SET PIECE PENALTY                             | Penalty         |
 * | any row with a GOAL KICK token (PASS, BALL LOST, BALL OUT) | Goal-Kick |
 * | SHOT (any subtype)                            | Shot            |
 * | any row with a GOAL or OWN GOAL token         | Goal (a SHOT ... -GOAL is a Shot and a Goal) |
 * | CARD (YELLOW, RED)                            | Card            |
 * | any row with an OFFSIDE token (BALL LOST OFFSIDE) | Offside     |
 *
 * Every other row (passes, challenges, KICK OFF...) is not an event we bet on. A row with a
 * RETAKEN token is a voided attempt and is left out by the parser.
 *
 * Each event goes to the row's team (its Team column names who took the corner, shot, was booked
 * or caught offside), except a goal that team did not score: a row with an OWN GOAL token, or a
 * goal on a row that is neither a shot nor a set piece (BALL OUT WOODWORK-GOAL: the ball went in
 * off that team's player, and the other team scored). The files bear it out: the team that
 * conceded kicks off next.
 */
const SET_PIECES: Readonly<Record<string, string>> = {
  'THROW IN': 'Throw',
  'CORNER KICK': 'Corner',
  'FREE KICK': 'Free-Kick',
  PENALTY: 'Penalty',
};

/** One of our events a Metrica row stands for, and the team it went to when the row names one. */
export type MetricaEvent = { eventType: string; team?: TeamSide };

export function subtypeTokens(subtype: string): string[] {
  return subtype
    .split('-')
    .map((token) => token.trim().toUpperCase())
    .filter((token) => token !== '');
}

const otherSide = (team: TeamSide): TeamSide => (team === 'home' ? 'away' : 'home');

/** The team a goal on this row counts for: the row's team when it scored, else the other one. */
function scorer(kind: string, tokens: string[], team: TeamSide): TeamSide {
  const scoredIt = (kind === 'SHOT' || kind === 'SET PIECE') && !tokens.includes('OWN GOAL');
  return scoredIt ? team : otherSide(team);
}

/** The events one Metrica row stands for, in the order they happened (often none), with their teams. */
export function metricaEvents(type: string, subtype: string, team?: TeamSide): MetricaEvent[] {
  const kind = type.trim().toUpperCase();
  const tokens = subtypeTokens(subtype);
  const types: string[] = [];
  if (kind === 'SET PIECE') {
    for (const token of tokens) if (SET_PIECES[token]) types.push(SET_PIECES[token]);
  }
  if (tokens.includes('GOAL KICK')) types.push('Goal-Kick');
  if (kind === 'SHOT') types.push('Shot');
  if (tokens.includes('GOAL') || tokens.includes('OWN GOAL')) types.push('Goal');
  if (kind === 'CARD') types.push('Card');
  if (tokens.includes('OFFSIDE')) types.push('Offside');
  return [...new Set(types)].map((eventType) => {
    if (!team) return { eventType };
    return { eventType, team: eventType === 'Goal' ? scorer(kind, tokens, team) : team };
  });
}
