import type { StreamNotice } from '@kickchips/core';

/** One Server-Sent Event: the version as its `id:` (what `Last-Event-ID` sends back) and the notice as JSON. */
export function sseFrame(notice: StreamNotice): string {
  return `id: ${notice.version}\ndata: ${JSON.stringify(notice)}\n\n`;
}

/** How long a browser waits before it reconnects a dropped stream. */
export const SSE_RETRY_MS = 2000;
/** A comment line: keeps proxies from closing a quiet stream, and shows the client it is alive. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';
