import type { SoakDatabase } from './soak-database';

/** The match's halves, rounds and replay as the database holds them, for a soak that timed out. */
export async function matchProgress(db: SoakDatabase, matchId: string): Promise<string> {
  const halves = await db.query<{
    half_number: number;
    status: string;
    start_time: Date | null;
    end_time: Date | null;
  }>(
    'SELECT half_number, status, start_time, end_time FROM match_halves WHERE match_id = $1 ORDER BY half_number',
    [matchId],
  );
  const rounds = await db.query<{ status: string; settled: boolean; n: number }>(
    `SELECT status, settled_version = settlement_version AS settled, count(*)::int AS n
     FROM match_rounds WHERE match_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [matchId],
  );
  const replays = await db.query<{ status: string; left: number }>(
    `SELECT r.status, (SELECT count(*)::int FROM replay_events e WHERE e.replay_id = r.id AND e.recorded_at IS NULL) AS left
     FROM replays r WHERE r.match_id = $1`,
    [matchId],
  );
  const time = (d: Date | null) => (d ? d.toISOString().slice(11, 19) : '-');
  return [
    ...halves.map(
      (h) => `  half ${h.half_number}: ${h.status}, ${time(h.start_time)} to ${time(h.end_time)}`,
    ),
    `  rounds: ${rounds.map((r) => `${r.n} ${r.status}${r.settled ? '' : ' (unsettled)'}`).join(', ')}`,
    `  replay: ${replays.map((r) => `${r.status}, ${r.left} events left`).join('; ')}`,
  ].join('\n');
}
