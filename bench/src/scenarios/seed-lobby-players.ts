import type pg from 'pg';

export const PLAYERS_PER_LOBBY = 8;
export const SEEDED_CHIPS = 80;

/**
 * Inserts `players` users as players of `ceil(players / 8)` lobbies of the match, eight to a lobby
 * with SEEDED_CHIPS each, with set-based SQL inside the caller's transaction. Leaves the temporary
 * tables seed_players (i, user_id, lobby_no) and seed_lobbies (lobby_no, lobby_id) for the caller's
 * next statements; they go at commit.
 */
export async function seedLobbyPlayers(
  client: pg.PoolClient,
  options: { matchId: string; players: number; tag: string; joinedAt?: Date },
): Promise<void> {
  const { matchId, players, tag } = options;
  await client.query(
    `CREATE TEMP TABLE seed_players ON COMMIT DROP AS
       SELECT i, gen_random_uuid() AS user_id, ((i - 1) / ${PLAYERS_PER_LOBBY}) + 1 AS lobby_no
       FROM generate_series(1, $1::int) AS i`,
    [players],
  );
  await client.query(
    `INSERT INTO users (id, name, email, username, password_hash)
       SELECT user_id, $1 || ' ' || i, $2 || '-' || i || '@example.test', $2 || i, '!' FROM seed_players`,
    [tag, tag.toLowerCase()],
  );
  await client.query(
    `CREATE TEMP TABLE seed_lobbies ON COMMIT DROP AS
       SELECT lobby_no, gen_random_uuid() AS lobby_id FROM generate_series(1, $1::int) AS lobby_no`,
    [Math.ceil(players / PLAYERS_PER_LOBBY)],
  );
  await client.query(
    `INSERT INTO lobbies (id, code, match_id, host_user_id, settings, card_seed)
       SELECT l.lobby_id, upper(left($2, 1)) || lpad(l.lobby_no::text, 5, '0'), $1, p.user_id, '{}'::jsonb, l.lobby_id::text
       FROM seed_lobbies l JOIN seed_players p ON p.i = (l.lobby_no - 1) * ${PLAYERS_PER_LOBBY} + 1`,
    [matchId, tag],
  );
  await client.query(
    `INSERT INTO lobby_users (lobby_id, user_id, role, chips, created_at)
       SELECT l.lobby_id, p.user_id, 'player', ${SEEDED_CHIPS}, $1 FROM seed_players p JOIN seed_lobbies l USING (lobby_no)`,
    [options.joinedAt ?? new Date()],
  );
}
