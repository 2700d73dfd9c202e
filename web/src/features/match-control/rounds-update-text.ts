/** A round as Update Rounds reads it: which one, and its status before or after. */
type RoundStatusRow = { _id: string; roundNumber: number; status: string };

const MOVED: Record<string, string> = {
  active: 'is now active',
  finished: 'finished',
  void: 'was voided',
  upcoming: 'is upcoming',
};

/**
 * What Update Rounds did, for the admin to read: the rounds whose status it moved ('round 1
 * finished, round 2 is now active'), or, when the clock had moved them already, where the half
 * stands.
 */
export function roundsUpdateText(
  before: readonly RoundStatusRow[],
  after: readonly RoundStatusRow[],
): string {
  const was = new Map(before.map((round) => [round._id, round.status]));
  const moved = after
    .filter((round) => was.get(round._id) !== round.status)
    .sort((a, b) => a.roundNumber - b.roundNumber)
    .map((round) => `round ${round.roundNumber} ${MOVED[round.status] ?? round.status}`);
  if (moved.length > 0) return `Rounds updated: ${moved.join(', ')}.`;
  const active = after.find((round) => round.status === 'active');
  const standing = active
    ? `round ${active.roundNumber} is active`
    : after.length === 0
      ? 'this half has no rounds'
      : 'no round is active yet';
  return `Rounds already up to date: ${standing}.`;
}
