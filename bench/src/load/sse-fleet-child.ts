import { runPool } from './run-pool';
import { openSseClient, type SseClient } from './sse-client';
import type { FleetOrder, FleetReport, FleetStream } from './sse-fleet-protocol';

/**
 * A process of the benchmark's stream fleet (src/load/sse-fleet.ts): opens its share of the push
 * streams and reports every notice but `ready` with its arrival time, in batches, to the benchmark.
 */
const clients: SseClient[] = [];
let batch: [number, string, number][] = [];
const send = (report: FleetReport) => process.send?.(report);

const flush = () => {
  send({ kind: 'notices', notices: batch });
  batch = [];
};

async function open(baseUrl: string, stream: FleetStream): Promise<SseClient> {
  const res = await fetch(`${baseUrl}/api/app/stream/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stream.token}` },
  });
  if (!res.ok) throw new Error(`ticket: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { ticket: string } };
  const query = new URLSearchParams({ ticket: data.ticket, lobbyId: stream.lobbyId });
  const client = openSseClient(`${baseUrl}/api/app/stream?${query}`);
  client.onNotice((notice, at) => {
    if (notice.type === 'ready') return;
    if (batch.length === 0) setImmediate(flush);
    batch.push([stream.index, notice.type, performance.timeOrigin + at]);
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
