import { type LiveFeedItem, type MatchTeams, teamNameOf } from '@kickchips/core';

/** A feed line in its three parts: the minute, what happened (and to whom), and a note. */
export type FeedItemParts = {
  /** "23'", "45+2'". */
  minute: string;
  /** "Goal – Riverside Rovers", or "Corner" for an event recorded without a team. */
  what: string;
  /** "Round 3"; "undone" for an event an admin undid; null outside every round. */
  note: string | null;
};

export function feedItemParts(item: LiveFeedItem, teams: MatchTeams): FeedItemParts {
  const what = item.team ? `${item.eventType} – ${teamNameOf(item.team, teams)}` : item.eventType;
  const note = item.undone ? 'undone' : item.roundNumber === undefined ? null : `Round ${item.roundNumber}`;
  return { minute: item.minuteLabel, what, note };
}

/** "23' Goal – Riverside Rovers · Round 3", "23' Corner", "23' Goal – Riverside Rovers · undone". */
export function feedItemText(item: LiveFeedItem, teams: MatchTeams): string {
  const { minute, what, note } = feedItemParts(item, teams);
  return `${minute} ${what}${note ? ` · ${note}` : ''}`;
}
