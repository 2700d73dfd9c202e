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
 */
const SET_PIECES: Readonly<Record<string, string>> = {
  'THROW IN': 'Throw',
  'CORNER KICK': 'Corner',
  'FREE KICK': 'Free-Kick',
  PENALTY: 'Penalty',
};

export function subtypeTokens(subtype: string): string[] {
  return subtype
    .split('-')
    .map((token) => token.trim().toUpperCase())
    .filter((token) => token !== '');
}

/** The event types one Metrica row stands for, in the order they happened; often none. */
export function metricaEventTypes(type: string, subtype: string): string[] {
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
  return [...new Set(types)];
}
