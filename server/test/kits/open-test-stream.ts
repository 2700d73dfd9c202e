import type { StreamNotice } from '@kickchips/core';

export type SseEvent = { id: string | undefined; notice: StreamNotice };

export type TestStream = {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Heartbeat comments received so far. */
  comments: string[];
  /** Waits for the first event (from `from` on) that matches, and returns its index and the event. */
  next(
    match: (notice: StreamNotice) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<number>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Splits SSE text into complete event blocks and the unfinished rest. */
function blocksOf(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.split('\n\n');
  return { blocks: parts.slice(0, -1), rest: parts.at(-1) ?? '' };
}

/**
 * A real HTTP client of `GET /api/app/stream`, as a browser's EventSource reads it
 * (id, data, comments), so that tests see the wire format, not the hub's internals.
 */
export async function openTestStream(
  baseUrl: string,
  query: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<TestStream> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/app/stream?${params}`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        const { blocks, rest } = blocksOf(buffer);
        buffer = rest;
        for (const block of blocks) {
          let id: string | undefined;
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== undefined) events.push({ id, notice: JSON.parse(data) as StreamNotice });
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      wake();
    }
  };
  const ended = response.ok ? read() : Promise.resolve();

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    next(match, options = {}) {
      const from = options.from ?? 0;
      const find = () => events.findIndex((event, i) => i >= from && match(event.notice));
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = find();
          if (index < 0) return;
          cleanup();
          resolve(index);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching notice; received ${JSON.stringify(events.map((e) => e.notice))}`));
        }, options.timeoutMs ?? 5000);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
