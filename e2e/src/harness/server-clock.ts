import { apiCall, type Token } from './api';

const MINUTE = 60_000;

type Half = { halfNumber: number; status: string; startTime: string | null };

/**
 * Moves the server's clock `ms` forward (the e2e server runs with TEST_CLOCK) and answers its time
 * then, with the offset over this process's clock: a server time minus the offset is the moment
 * Date.now() reaches it.
 */
async function advanceServerClock(
  baseUrl: string,
  adminToken: Token,
  ms: number,
): Promise<{ serverNow: number; offsetMs: number }> {
  const { serverTime } = await apiCall<{ serverTime: string }>(baseUrl, 'POST', '/api/test/clock', {
    token: adminToken,
    body: { advanceMs: Math.max(0, Math.round(ms)) },
  });
  const serverNow = Date.parse(serverTime);
  return { serverNow, offsetMs: serverNow - Date.now() };
}

/**
 * Moves the server's clock on to `secondOfMinute` seconds past a full minute, so that a half
 * started next kicks off at the next full minute of the server's clock, 60 - `secondOfMinute`
 * seconds later: the time the journey's steps before kick-off need, without waiting for the wall
 * clock to reach that point of a minute.
 */
export async function moveToSecondOfMinute(
  baseUrl: string,
  adminToken: Token,
  secondOfMinute: number,
): Promise<void> {
  const { serverNow } = await advanceServerClock(baseUrl, adminToken, 0);
  const wanted = secondOfMinute * 1000;
  const intoMinute = serverNow % MINUTE;
  await advanceServerClock(baseUrl, adminToken, (wanted - intoMinute + MINUTE) % MINUTE);
}

/**
 * The start time, on the server's clock, of the match's half in play or waiting for its kick-off
 * (the latest started), with the server's time then and its offset over this process's clock.
 */
async function latestKickOff(baseUrl: string, adminToken: Token, matchId: string) {
  const { matchHalfs } = await apiCall<{ matchHalfs: Half[] }>(
    baseUrl,
    'GET',
    `/api/admin/match-half/match/${matchId}`,
    { token: adminToken },
  );
  const starts = matchHalfs
    .filter((half) => half.status === 'active' && half.startTime !== null)
    .map((half) => Date.parse(half.startTime!));
  if (starts.length === 0) throw new Error(`no half of match ${matchId} has started`);
  return { kickOff: Math.max(...starts), ...(await advanceServerClock(baseUrl, adminToken, 0)) };
}

/**
 * Has the match's half that waits for its kick-off kick off in `leadMs` instead of at the wall
 * clock's next full minute: moves the server's clock to `leadMs` before the half's start time (a
 * half already in play is left as it is). Kick-off is still the next full minute of the server's
 * clock; the test just does not wait for it. Answers when the half kicks off on this process's
 * clock (Date.now()), for a test that times later moments from it.
 */
export async function skipToKickOff(
  baseUrl: string,
  adminToken: Token,
  matchId: string,
  leadMs = 1000,
): Promise<number> {
  const { kickOff, serverNow, offsetMs } = await latestKickOff(baseUrl, adminToken, matchId);
  if (kickOff - leadMs <= serverNow) return kickOff - offsetMs;
  const moved = await advanceServerClock(baseUrl, adminToken, kickOff - offsetMs - leadMs - Date.now());
  return kickOff - moved.offsetMs;
}
