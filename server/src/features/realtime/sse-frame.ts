import type { StreamNotice } from '@kickchips/core';

/**
 * One Server-Sent Event, made once for every stream it goes to: its text, and its bytes as they go
 * on the wire (a body that is not chunked, HTTP/1.0) and as one chunk of an HTTP/1.1 chunked body,
 * so writing it to ten thousand connections copies the same Buffer rather than encoding it again.
 */
export type SseFrame = { text: string; bytes: Buffer; chunk: Buffer };

const CRLF = Buffer.from('\r\n', 'latin1');

/** The frame of a text: the bytes, and the chunk (size in hex, CRLF, the bytes, CRLF) as Node's HTTP would send them. */
export function frameOf(text: string): SseFrame {
  const bytes = Buffer.from(text, 'utf8');
  const size = Buffer.from(`${bytes.length.toString(16)}\r\n`, 'latin1');
  return { text, bytes, chunk: Buffer.concat([size, bytes, CRLF]) };
}

/** One event: the version as its `id:` (what `Last-Event-ID` sends back) and the notice as JSON. */
export function sseFrame(notice: StreamNotice): SseFrame {
  return frameOf(`id: ${notice.version}\ndata: ${JSON.stringify(notice)}\n\n`);
}

/** How long a browser waits before it reconnects a dropped stream. */
export const SSE_RETRY_MS = 2000;
/** A comment line: keeps proxies from closing a quiet stream, and shows the client it is alive. */
export const SSE_HEARTBEAT = frameOf(': heartbeat\n\n');
