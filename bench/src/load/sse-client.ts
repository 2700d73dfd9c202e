import http from 'node:http';

export type SseNotice = { type: string; version?: string; [key: string]: unknown };

export type SseClient = {
  /** Resolves once the server's `ready` notice has arrived. */
  ready: Promise<void>;
  /** Called with each notice and the moment (performance.now()) its bytes arrived. */
  onNotice(listener: (notice: SseNotice, at: number) => void): void;
  close(): void;
};

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * A lean client of the push stream (text/event-stream): one socket, `data:` lines parsed as JSON,
 * comments (heartbeats) skipped, each notice time-stamped when its chunk arrived. 1,000 of them
 * share the benchmark's process, so it avoids fetch's stream machinery.
 */
export function openSseClient(url: string): SseClient {
  const listeners: ((notice: SseNotice, at: number) => void)[] = [];
  let markReady: () => void = () => undefined;
  let failReady: (err: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const request = http.get(url, { agent }, (res) => {
    if (res.statusCode !== 200) {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => failReady(new Error(`stream answered ${res.statusCode}: ${body}`)));
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (!data) continue;
        const notice = JSON.parse(data) as SseNotice;
        if (notice.type === 'ready') markReady();
        for (const listener of listeners) listener(notice, at);
      }
    });
  });
  request.on('error', (err) => failReady(err));
  return {
    ready,
    onNotice: (listener) => listeners.push(listener),
    close: () => request.destroy(),
  };
}
