/** One stream a fleet process opens: a player's ticket, then their lobby's stream. */
export type FleetStream = { index: number; token: string; lobbyId: string };

/** What the benchmark asks of a fleet process. */
export type FleetOrder = { kind: 'open'; baseUrl: string; streams: FleetStream[] } | { kind: 'close' };

/**
 * Notices of one type that a fleet process read: which stream read each (its index) and when its
 * bytes arrived, in ms since the epoch (performance.timeOrigin + now), comparable across processes.
 */
export type FleetNotices = { type: string; streams: Int32Array; at: Float64Array };

/** What a fleet process answers: its streams are all ready (or one failed), and batches of the notices it read. */
export type FleetReport =
  | { kind: 'opened' }
  | { kind: 'failed'; error: string }
  | { kind: 'notices'; notices: FleetNotices[] };
