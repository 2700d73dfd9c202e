import type { Fault } from './soak-faults';
import type { HttpTally, ServerError } from './soak-http';
import type { InvariantResult } from './soak-invariants';
import type { PlayTally } from './soak-player';
import type { StreamTally } from './soak-stream';

const sorted = (map: Map<number | string, number>) =>
  [...map.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ') || 'none';

/** The figures of one soak run, as printed at its end. */
export function soakReport(run: {
  seconds: number;
  players: number;
  lobbies: number;
  rounds: number;
  /** How long after its planned end the match was seen completed. */
  lateSeconds: number;
  http: HttpTally;
  play: PlayTally;
  streams: StreamTally;
  liveStreamsAtEnd: number;
  faults: Fault[];
  unexcused: ServerError[];
  betsStored: number;
  invariants: InvariantResult[];
}): string {
  const { http, play, streams } = run;
  const excused = http.serverErrors.length - run.unexcused.length;
  const lines = [
    '',
    `Soak: ${run.players} players in ${run.lobbies} lobbies, a replayed match of ${run.rounds} rounds, ${run.seconds.toFixed(0)} s (the match ended ${run.lateSeconds.toFixed(0)} s after its planned end)`,
    `  requests made        ${http.requests} (by status ${sorted(http.byStatus)}; connection failures ${sorted(http.networkErrors)})`,
    `  bets placed          ${play.betsAccepted} acknowledged, ${run.betsStored} stored; refused ${sorted(play.betsRefused)}; sent into a fault ${play.betsUncertain}`,
    `  chat messages        ${play.chatsSent.length} acknowledged; refused ${sorted(play.chatsRefused)}`,
    `  lobby polls          ${play.polls}`,
    `  streams              ${streams.connects} connections, ${streams.drops} dropped and reopened, ${streams.readies} ready, ${streams.resyncs} resync, ${streams.notices} notices (${sorted(streams.byType)}); live at the end ${run.liveStreamsAtEnd}/${run.players}`,
    `  faults injected      ${run.faults.length}`,
    ...run.faults.map((f) => `    ${f.kind} on instance ${f.instance}: ${f.note}`),
    `  5xx answers          ${http.serverErrors.length} (${excused} during faults, ${run.unexcused.length} outside)`,
    ...run.unexcused
      .slice(0, 10)
      .map((e) => `    ${e.status} ${e.method} ${e.path} on ${e.instance}: ${e.body}`),
    `  invariants checked   ${run.invariants.length}, ${run.invariants.filter((i) => i.ok).length} held`,
    ...run.invariants.map((i) => `    ${i.ok ? 'ok  ' : 'FAIL'} ${i.name}: ${i.detail}`),
    '',
  ];
  return lines.join('\n');
}
