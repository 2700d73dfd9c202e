/** What one soak run does, from the environment (SOAK_*), with sane defaults for 2 shared cores. */
export type SoakConfig = {
  /** Wall-clock length of the replayed match: two halves at clockSpeed 60 (a match minute a second). */
  seconds: number;
  players: number;
  lobbies: number;
  /** How often each player polls its lobby (the game screen's 2.5 s pace, a little slower). */
  pollMs: number;
  /** Chance per poll that a player sends a chat message. */
  chatChance: number;
  serverUrl: string;
  /** scrypt cost of the one hash every soak account shares (verified at that cost on login). */
  hashLog2Cost: number;
  /**
   * How the instances tell each other of changes: PostgreSQL LISTEN/NOTIFY, or Redis pub/sub on a
   * Redis of the soak's own (SOAK_NOTIFIER=redis), restarted once mid-match.
   */
  notifier: 'postgres' | 'redis';
};

function numberFrom(name: string, fallback: number, min: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got ${text}`);
  }
  return value;
}

function notifierFrom(text: string | undefined): SoakConfig['notifier'] {
  if (text === undefined || text === '' || text === 'postgres') return 'postgres';
  if (text === 'redis') return 'redis';
  throw new Error(`SOAK_NOTIFIER must be postgres or redis, got ${text}`);
}

export function loadSoakConfig(): SoakConfig {
  const players = numberFrom('SOAK_PLAYERS', 200, 2, 2000);
  const lobbies = numberFrom('SOAK_LOBBIES', 25, 1, 250);
  if (players / lobbies > 16) throw new Error('SOAK_PLAYERS / SOAK_LOBBIES must be at most 16');
  return {
    seconds: numberFrom('SOAK_SECONDS', 180, 40, 600),
    players,
    lobbies,
    pollMs: numberFrom('SOAK_POLL_MS', 3000, 250, 60_000),
    chatChance: numberFrom('SOAK_CHAT_CHANCE', 0.15, 0, 1),
    serverUrl: process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    hashLog2Cost: numberFrom('SOAK_HASH_COST', 14, 10, 17),
    notifier: notifierFrom(process.env.SOAK_NOTIFIER),
  };
}
