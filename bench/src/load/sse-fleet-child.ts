import { runPool } from './run-pool';
import type { FleetNotices, FleetOrder, FleetReport, FleetStream } from './sse-fleet-protocol';
import { openSseWireClient, type SseWireClient } from './sse-wire-client';

/**
 * A process of the benchmark's stream fleet (src/load/sse-fleet.ts): opens its share of the push
 * streams and reports every notice but `ready` with its stream and arrival time, per type, in
 * batches of what it read in REPORT_EVERY_MS (the times are taken on arrival, not when reported).
 */
const REPORT_EVERY_MS = 10;
const clients: SseWireClient[] = [];
let batch = new Map<string, { streams: number[]; at: number[] }>();
let reporting: ReturnType<typeof setTimeout> | undefined;
const send = (report: FleetReport) => process.send?.(report);

const report = () => {
  reporting = undefined;
  const notices: FleetNotices[] = [...batch].map(([type, read]) => ({
    type,
    streams: Int32Array.from(read.streams),
    at: Float64Array.from(read.at),
  }));
  batch = new Map();
  send({ kind: 'notices', notices });
};

async function open(baseUrl: string, stream: FleetStream): Promise<SseWireClient> {
  const res = await fetch(`${baseUrl}/api/app/stream/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stream.token}` },
  });
  if (!res.ok) throw new Error(`ticket: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { ticket: string } };
  const query = new URLSearchParams({ ticket: data.ticket, lobbyId: stream.lobbyId });
  const client = openSseWireClient(`${baseUrl}/api/app/stream?${query}`, (notice, at) => {
    if (notice.type === 'ready') return;
    if (!reporting) reporting = setTimeout(report, REPORT_EVERY_MS);
    let read = batch.get(notice.type);
    if (!read) {
      read = { streams: [], at: [] };
      batch.set(notice.type, read);
    }
    read.streams.push(stream.index);
    read.at.push(at);
  });
  await client.ready;
  return client;
}

process.on('message', (order: FleetOrder) => {
  if (order.kind === 'close') {
    for (const client of clients) client.close();
    process.exit(0);
  }
  runPool(order.streams, 25, (stream) => open(order.baseUrl, stream)).then(
    (opened) => {
      clients.push(...opened);
      send({ kind: 'opened' });
    },
    (err: Error) => send({ kind: 'failed', error: err.stack ?? err.message }),
  );
});
// the benchmark went away without closing the fleet: do not outlive it
process.on('disconnect', () => process.exit(0));
