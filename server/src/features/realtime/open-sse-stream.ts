import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { NoticeTopics } from '@kickchips/core';
import { SSE_HEARTBEAT, SSE_RETRY_MS, type SseFrame } from './sse-frame';
import type { PushStream } from './stream-hub';

/** A heartbeat comment every 15 s keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Unsent bytes a stream may pile up (a client that stopped reading) before it is closed. */
export const MAX_BACKLOG_BYTES = 256 * 1024;

export type SseStreamOptions = {
  userId: string;
  topics: NoticeTopics;
  /** Called with each heartbeat; false ends the stream (the session ended). */
  stillAllowed: () => Promise<boolean>;
  onClose: (stream: PushStream) => void;
  heartbeatMs?: number;
};

/**
 * How a stream's frames reach its client. On a connection of its own (not a test's injected
 * request, nor a HEAD) the frame's prepared bytes go straight onto the socket, behind the headers
 * and the retry line that the response queued there before: one write, and one system call, per
 * stream, where the response would encode the frame again and queue four pieces for each. The
 * bytes are those the response would send: a chunk of the chunked body, or the bare event when
 * the body is not chunked (an HTTP/1.0 client).
 */
function frameWriter(res: ServerResponse): (frame: SseFrame) => void {
  const socket = res.socket;
  if (!(socket instanceof Socket) || res.req.method === 'HEAD') return (frame) => res.write(frame.text);
  const chunked = res.chunkedEncoding;
  return (frame) => socket.write(chunked ? frame.chunk : frame.bytes);
}

/**
 * Turns a raw response into an event stream: SSE headers that no proxy buffers or transforms
 * (nginx reads `X-Accel-Buffering`), the reconnect delay, a heartbeat, and one clean-up when the
 * client goes, the server ends it, or it falls too far behind.
 */
export function openSseStream(res: ServerResponse, options: SseStreamOptions): PushStream {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.socket?.setNoDelay?.(true);
  // the headers go out with it, so every frame after it follows them on the connection
  res.write(`retry: ${SSE_RETRY_MS}\n\n`);
  const write = frameWriter(res);

  const heartbeat = setInterval(() => {
    stream.send(SSE_HEARTBEAT);
    options
      .stillAllowed()
      .then((allowed) => {
        if (!allowed) stream.close();
      })
      .catch(() => undefined);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const stream: PushStream = {
    userId: options.userId,
    topics: options.topics,
    send(frame) {
      if (res.writableEnded || res.destroyed) return;
      if (res.writableLength > MAX_BACKLOG_BYTES) {
        res.destroy();
        return;
      }
      write(frame);
    },
    close() {
      if (!res.writableEnded) res.end();
    },
  };
  res.once('close', () => {
    clearInterval(heartbeat);
    options.onClose(stream);
  });
  return stream;
}
