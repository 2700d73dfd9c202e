/** One stream a fleet process opens: a player's ticket, then their lobby's stream. */
export type FleetStream = { index: number; token: string; lobbyId: string };

/** What the benchmark asks of a fleet process. */
export type FleetOrder = { kind: 'open'; baseUrl: string; streams: FleetStream[] } | { kind: 'close' };

/**
 * What a fleet process answers: its streams are all ready (or one failed), and batches of notices
 * as [stream index, notice type, arrival in ms since the epoch (performance.timeOrigin + now)].
 */
export type FleetReport =
  | { kind: 'opened' }
  | { kind: 'failed'; error: string }
  | { kind: 'notices'; notices: [number, string, number][] };
