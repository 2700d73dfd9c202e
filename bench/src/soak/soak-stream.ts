import http from 'node:http';
import type { SoakHttp } from './soak-http';

/** What the soak's push streams saw, all together. */
export type StreamTally = {
  connects: number;
  /** Connections that ended or failed while the soak still wanted them (kills, cut connections). */
  drops: number;
  readies: number;
  resyncs: number;
  notices: number;
  byType: Map<string, number>;
};

export const newStreamTally = (): StreamTally => ({
  connects: 0,
  drops: 0,
  readies: 0,
  resyncs: 0,
  notices: 0,
  byType: new Map(),
});

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const BACKOFF_MS = [1000, 2000, 4000];

export type SoakStream = {
  /** Whether the current connection has had its `ready` (the stream is live). */
  live(): boolean;
  /** When (epoch ms) the last notice other than `ready` arrived; 0 before any. */
  lastNoticeAt(): number;
  /** When (epoch ms) each `resync` arrived. */
  resyncsAt(): readonly number[];
  close(): void;
};

/**
 * A player's push stream on its lobby, as the web client keeps it: a ticket, then
 * `GET /api/app/stream`; when the stream ends or fails it takes a new ticket and reopens with the
 * last version it saw (`lastEventId`), backing off from 1 s to 4 s, on whichever instance is up.
 */
export function openSoakStream(options: {
  http: SoakHttp;
  preferred: number;
  token: string;
  lobbyId: string;
  tally: StreamTally;
}): SoakStream {
  const { tally } = options;
  let closed = false;
  let isLive = false;
  let lastEventId: string | undefined;
  let failures = 0;
  let request: http.ClientRequest | undefined;
  let lastNoticeAt = 0;
  const resyncsAt: number[] = [];

  const retry = () => {
    isLive = false;
    if (closed) return;
    const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]! * (0.75 + Math.random() / 2);
    failures++;
    setTimeout(() => void connect().catch(retry), delay);
  };

  const onNotice = (data: string) => {
    const notice = JSON.parse(data) as { type: string };
    tally.notices++;
    tally.byType.set(notice.type, (tally.byType.get(notice.type) ?? 0) + 1);
    if (notice.type === 'ready') {
      tally.readies++;
      isLive = true;
      failures = 0;
    } else lastNoticeAt = Date.now();
    if (notice.type === 'resync') {
      tally.resyncs++;
      resyncsAt.push(Date.now());
    }
  };

  const connect = async () => {
    if (closed) return;
    const ticket = await options.http.call<{ ticket: string }>(
      options.preferred,
      'POST',
      '/api/app/stream/ticket',
      {
        token: options.token,
      },
    );
    if (ticket.kind !== 'ok' || closed) return retry();
    const instance = options.http.pick(options.preferred);
    const query = new URLSearchParams({ ticket: ticket.data.ticket, lobbyId: options.lobbyId });
    if (lastEventId) query.set('lastEventId', lastEventId);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (!closed) tally.drops++;
      retry();
    };
    request = http.get(`${instance.url}/api/app/stream?${query}`, { agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', end);
        return;
      }
      tally.connects++;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id:')) lastEventId = line.slice(3).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trimStart();
          }
          if (data) onNotice(data);
        }
      });
      res.on('end', end);
      res.on('error', end);
      res.on('close', end);
    });
    request.on('error', end);
  };

  void connect().catch(retry);
  return {
    live: () => isLive,
    lastNoticeAt: () => lastNoticeAt,
    resyncsAt: () => resyncsAt,
    close() {
      closed = true;
      request?.destroy();
    },
  };
}
