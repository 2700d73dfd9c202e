/** Where a match's event types are read and changed. */
export const matchEventTypesUrl = (matchId: string) =>
  `/api/admin/match/${encodeURIComponent(matchId)}/event-types`;
