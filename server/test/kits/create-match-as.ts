import type { Caller } from '../world';

export type Half = {
  _id: string;
  halfNumber: number;
  roundsCount: number;
  status: string;
  endTime: string | null;
};

/** A scheduled match A v B made through the admin API (two halves, the built-in event types). */
export async function createMatchAs(admin: Caller) {
  const res = await admin.call('POST', '/api/admin/game/create-match', {
    homeTeam: 'A',
    awayTeam: 'B',
    status: 'scheduled',
  });
  if (res.statusCode !== 200) throw new Error(`create-match failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { match: { _id: string }; halfs: Half[] };
}
