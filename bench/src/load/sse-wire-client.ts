import { connect } from 'node:net';
import type { SseNotice } from './sse-client';

export type SseWireClient = {
  /** Resolves once the server's `ready` notice has arrived. */
  ready: Promise<void>;
  close(): void;
};

/** Every wire client of a process reads into this one buffer, and is done with what it read before the next read. */
const shared = Buffer.allocUnsafe(64 * 1024);
const EMPTY = Buffer.alloc(0);
const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');
const EVENT_END = Buffer.from('\n\n');

/** The decoder of an HTTP/1.1 chunked body: each read's bytes in, the body's bytes out. */
function chunkedDecoder() {
  let mode: 'size' | 'data' | 'crlf' | 'done' = 'size';
  let sizeLine = EMPTY;
  let left = 0;
  return (input: Buffer, emit: (piece: Buffer) => void) => {
    let at = 0;
    while (at < input.length && mode !== 'done') {
      if (mode === 'size') {
        const end = input.indexOf(CRLF, at);
        if (end < 0) {
          sizeLine = Buffer.concat([sizeLine, input.subarray(at)]);
          return;
        }
        const line =
          sizeLine.length > 0
            ? Buffer.concat([sizeLine, input.subarray(at, end)]).toString('latin1')
            : input.toString('latin1', at, end);
        sizeLine = EMPTY;
        at = end + 2;
        const size = Number.parseInt(line.split(';')[0]!, 16);
        if (!Number.isFinite(size)) throw new Error(`chunked body: bad chunk size ${JSON.stringify(line)}`);
        mode = size === 0 ? 'done' : 'data';
        left = size;
      } else if (mode === 'data') {
        const take = Math.min(left, input.length - at);
        emit(input.subarray(at, at + take));
        at += take;
        left -= take;
        if (left === 0) {
          mode = 'crlf';
          left = 2;
        }
      } else {
        if (input[at] !== CRLF[2 - left]) throw new Error('chunked body: a chunk does not end with CRLF');
        at += 1;
        left -= 1;
        if (left === 0) mode = 'size';
      }
    }
  };
}

/**
 * The push stream's client for the benchmark's fleet, where each process reads thousands of
 * streams: a TCP socket that sends the GET itself and reads with `onread` into one buffer shared
 * by the process, so a notice costs one read and one callback, without Node's HTTP client and
 * stream machinery. It reads what a browser reads: the status line and headers, the body (chunked
 * or not), the events' `data:` lines as JSON, comments (heartbeats) skipped. Each notice is
 * time-stamped (ms since the epoch, `performance.timeOrigin + performance.now()`) when the read
 * that completed it returned.
 */
export function openSseWireClient(
  url: string,
  onNotice: (notice: SseNotice, at: number) => void,
): SseWireClient {
  const { hostname, port, pathname, search } = new URL(url);
  let markReady: () => void = () => undefined;
  let failReady: (err: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });

  let head: Buffer | null = EMPTY;
  let status = 0;
  let refusal = '';
  let decode: (input: Buffer, emit: (piece: Buffer) => void) => void = (input, emit) => emit(input);
  let events = EMPTY;
  let at = 0;

  const readEvents = (piece: Buffer) => {
    const text = events.length > 0 ? Buffer.concat([events, piece]) : piece;
    let from = 0;
    for (let end = text.indexOf(EVENT_END, from); end >= 0; end = text.indexOf(EVENT_END, from)) {
      const data = text
        .toString('utf8', from, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      from = end + EVENT_END.length;
      if (!data) continue;
      const notice = JSON.parse(data) as SseNotice;
      if (notice.type === 'ready') markReady();
      onNotice(notice, at);
    }
    // the piece may lie in the shared buffer, which the next read overwrites
    events = from === text.length ? EMPTY : Buffer.from(text.subarray(from));
  };
  const readRefusal = (piece: Buffer) => {
    refusal += piece.toString('utf8');
  };
  const readBody = (input: Buffer) => decode(input, status === 200 ? readEvents : readRefusal);
  const readHead = (input: Buffer) => {
    const bytes = Buffer.concat([head!, input]);
    const end = bytes.indexOf(HEAD_END);
    if (end < 0) {
      head = bytes;
      return;
    }
    head = null;
    const lines = bytes.toString('latin1', 0, end).split('\r\n');
    status = Number(lines[0]!.split(' ')[1]);
    if (lines.some((line) => /^transfer-encoding:\s*chunked$/i.test(line))) decode = chunkedDecoder();
    readBody(bytes.subarray(end + HEAD_END.length));
  };

  const socket = connect({
    host: hostname,
    port: Number(port),
    onread: {
      buffer: shared,
      callback(read) {
        at = performance.timeOrigin + performance.now();
        const input = shared.subarray(0, read);
        try {
          if (head) readHead(input);
          else readBody(input);
        } catch (err) {
          socket.destroy(err as Error);
        }
        return true;
      },
    },
  });
  socket.on('connect', () =>
    socket.write(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
    ),
  );
  socket.on('error', (err) => failReady(err));
  socket.on('close', () => {
    failReady(
      new Error(status === 200 ? 'stream closed before ready' : `stream answered ${status}: ${refusal}`),
    );
  });
  return { ready, close: () => socket.destroy() };
}
