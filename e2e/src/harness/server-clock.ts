import { apiCall, type Token } from './api';

const MINUTE = 60_000;

type Half = { halfNumber: number; status: string; startTime: string | null };
type Round = {
  half: string;
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
};

/**
 * Moves the server's clock `ms` forward (the e2e server runs with TEST_CLOCK) and answers its time
 * then, with the offset over this process's clock: a server time minus the offset is the moment
 * Date.now() reaches it.
 */
export async function advanceServerClock(
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

/** Waits `ms` of this process's clock. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Moves the server's clock on to `leadMs` before `serverTime` (a moment on the server's clock, ms
 * epoch), or leaves it where it is if it is already there or past. Answers the moment `serverTime`
 * comes on this process's clock (Date.now()).
 */
export async function skipToServerTime(
  baseUrl: string,
  adminToken: Token,
  serverTime: number,
  leadMs = 1000,
): Promise<number> {
  const { serverNow, offsetMs } = await advanceServerClock(baseUrl, adminToken, 0);
  if (serverTime - leadMs <= serverNow) return serverTime - offsetMs;
  const moved = await advanceServerClock(baseUrl, adminToken, serverTime - leadMs - serverNow);
  return serverTime - moved.offsetMs;
}

/**
 * When, on the server's clock, round `roundNumber` of the match starts and ends (ms epoch), from
 * its half's start time, the round's minutes and the match's clock speed. `halfNumber` picks the
 * half when both halves have a round of that number. Throws while the round's half has not been
 * started, or for a round with no end minute.
 */
export async function roundTimes(
  baseUrl: string,
  adminToken: Token,
  matchId: string,
  roundNumber: number,
  halfNumber?: number,
): Promise<{ start: number; end: number }> {
  const [{ clockSpeed }, { matchHalfs }, { matchRounds }] = await Promise.all([
    apiCall<{ clockSpeed: number }>(baseUrl, 'GET', `/api/admin/match/${matchId}`, { token: adminToken }),
    apiCall<{ matchHalfs: Half[] }>(baseUrl, 'GET', `/api/admin/match-half/match/${matchId}`, {
      token: adminToken,
    }),
    apiCall<{ matchRounds: Round[] }>(baseUrl, 'GET', `/api/admin/match-round/match/${matchId}`, {
      token: adminToken,
    }),
  ]);
  const rounds = matchRounds.filter(
    (round) =>
      round.roundNumber === roundNumber && (halfNumber === undefined || round.halfNumber === halfNumber),
  );
  if (rounds.length !== 1)
    throw new Error(`match ${matchId} has ${rounds.length} rounds numbered ${roundNumber}: give the half`);
  const round = rounds[0]!;
  const half = matchHalfs.find((h) => h.halfNumber === round.halfNumber);
  if (!half?.startTime) throw new Error(`half ${round.halfNumber} of match ${matchId} has not started`);
  if (round.endMinute === null) throw new Error(`round ${roundNumber} of match ${matchId} has no end minute`);
  const halfStart = Date.parse(half.startTime);
  const at = (minute: number) => halfStart + (minute * MINUTE) / clockSpeed;
  return { start: at(round.startMinute), end: at(round.endMinute) };
}

/**
 * Moves the server's clock on to `leadMs` before round `roundNumber` of the match starts (its
 * betting opens then), without going back. Answers when it starts on this process's clock.
 */
export async function skipToRoundStart(
  baseUrl: string,
  adminToken: Token,
  matchId: string,
  roundNumber: number,
  options: { halfNumber?: number; leadMs?: number } = {},
): Promise<number> {
  const { start } = await roundTimes(baseUrl, adminToken, matchId, roundNumber, options.halfNumber);
  return skipToServerTime(baseUrl, adminToken, start, options.leadMs ?? 1000);
}

/**
 * Moves the server's clock on to `leadMs` before round `roundNumber` of the match ends (it is then
 * settled on the clock's next tick), without going back. Answers when it ends on this process's
 * clock.
 */
export async function skipToRoundEnd(
  baseUrl: string,
  adminToken: Token,
  matchId: string,
  roundNumber: number,
  options: { halfNumber?: number; leadMs?: number } = {},
): Promise<number> {
  const { end } = await roundTimes(baseUrl, adminToken, matchId, roundNumber, options.halfNumber);
  return skipToServerTime(baseUrl, adminToken, end, options.leadMs ?? 1000);
}

export type FastForwardOptions = {
  /** The state waited for: what a screen shows or an API read; checked before each step. */
  until: () => Promise<boolean>;
  /** How far each step moves the server's clock (ms); 5 s unless told. */
  stepMs?: number;
  /** How long (this process's ms) to wait after each step before checking: the game clock ticks every second. 1 s unless told. */
  everyMs?: number;
  /** How long (this process's ms) to keep trying before failing; 60 s unless told. */
  timeoutMs?: number;
  /** The most the server's clock moves in all (ms): past it, fastForward only waits and checks. No limit unless told. */
  maxMs?: number;
  /** What is waited for, for the error on timeout. */
  what?: string;
};

/**
 * Moves the server's clock on in steps of `stepMs`, checking `until` before each step, and answers
 * once it holds, with how far the clock was moved: a test waits for the state (a round settled, a
 * result on the screen) instead of for the wall clock. Fails after `timeoutMs` of this process's
 * clock. Use it only across stretches where the test just waits: a round the test bets on must be
 * bet on while its betting is open.
 */
export async function fastForward(
  baseUrl: string,
  adminToken: Token,
  options: FastForwardOptions,
): Promise<number> {
  const {
    until,
    stepMs = 5000,
    everyMs = 1000,
    timeoutMs = 60_000,
    maxMs = Number.POSITIVE_INFINITY,
  } = options;
  const deadline = Date.now() + timeoutMs;
  let moved = 0;
  for (;;) {
    if (await until()) return moved;
    if (Date.now() > deadline)
      throw new Error(
        `fastForward: ${options.what ?? 'the condition'} did not hold within ${timeoutMs} ms (server clock moved ${moved} ms)`,
      );
    const step = Math.min(stepMs, maxMs - moved);
    if (step > 0) {
      await advanceServerClock(baseUrl, adminToken, step);
      moved += step;
    }
    await pause(everyMs);
  }
}
