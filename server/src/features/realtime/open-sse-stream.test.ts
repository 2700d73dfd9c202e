import { EventEmitter } from 'node:events';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, MAX_BACKLOG_BYTES, openSseStream } from './open-sse-stream';
import { frameOf, SSE_HEARTBEAT } from './sse-frame';

/** Just enough of a ServerResponse to watch what the stream does with it. */
class FakeResponse extends EventEmitter {
  head: { status: number; headers: Record<string, string> } | undefined;
  written: string[] = [];
  writableLength = 0;
  writableEnded = false;
  destroyed = false;
  socket = { setNoDelay: vi.fn() };
  writeHead(status: number, headers: Record<string, string>) {
    this.head = { status, headers };
    return this;
  }
  write(chunk: string) {
    this.written.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    queueMicrotask(() => this.emit('close'));
  }
  destroy() {
    this.destroyed = true;
    queueMicrotask(() => this.emit('close'));
  }
}

describe('openSseStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const open = (stillAllowed = async () => true) => {
    const res = new FakeResponse();
    const onClose = vi.fn();
    const stream = openSseStream(res as unknown as ServerResponse, {
      userId: 'u1',
      topics: { lobbyId: 'l1' },
      stillAllowed,
      onClose,
    });
    return { res, stream, onClose };
  };

  it('answers 200 with headers no proxy buffers, then the reconnect delay', () => {
    const { res } = open();
    expect(res.head).toEqual({
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    });
    expect(res.written).toEqual(['retry: 2000\n\n']);
    expect(res.socket.setNoDelay).toHaveBeenCalledWith(true);
  });

  it('sends a heartbeat comment every 15 s', async () => {
    const { res } = open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(res.written).not.toContain(SSE_HEARTBEAT.text);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(res.written.filter((w) => w === SSE_HEARTBEAT.text)).toHaveLength(2);
    expect(res.writableEnded).toBe(false);
  });

  it('ends the stream at the heartbeat after its session ended, and cleans up once', async () => {
    let allowed = true;
    const { res, stream, onClose } = open(async () => allowed);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(res.writableEnded).toBe(false);
    allowed = false;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(res.writableEnded).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onClose).toHaveBeenCalledExactlyOnceWith(stream);
    const writes = res.written.length;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(res.written).toHaveLength(writes);
  });

  it('drops a client that stopped reading rather than buffer for it without end', async () => {
    const { res, stream, onClose } = open();
    stream.send(frameOf('id: a-1\ndata: {}\n\n'));
    res.writableLength = MAX_BACKLOG_BYTES + 1;
    stream.send(frameOf('id: a-2\ndata: {}\n\n'));
    expect(res.destroyed).toBe(true);
    expect(res.written.at(-1)).toBe('id: a-1\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('openSseStream on a connection', () => {
  const frame = frameOf('id: v-1\ndata: {"name":"Zoë"}\n\n');
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      const stream = openSseStream(res, {
        userId: 'u1',
        topics: {},
        stillAllowed: async () => true,
        onClose: () => undefined,
      });
      stream.send(frame);
      stream.send(frame);
      stream.close();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** What the server sends for a raw request, up to the connection's end. */
  const rawAnswer = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      const parts: Buffer[] = [];
      socket.on('data', (part) => parts.push(part));
      socket.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
      socket.on('error', reject);
    });
  const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

  it('writes the frames behind the headers and the retry line, as chunks an HTTP/1.1 client decodes', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      get({ port, host: '127.0.0.1', agent: false }, (res) => {
        expect(res.headers['transfer-encoding']).toBe('chunked');
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (part: string) => {
          text += part;
        });
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect(body).toBe(`retry: 2000\n\n${frame.text}${frame.text}`);
  });

  it('writes the bare events to an HTTP/1.0 client, and no body at all for a HEAD', async () => {
    expect(bodyOf(await rawAnswer('GET / HTTP/1.0\r\n\r\n'))).toBe(
      `retry: 2000\n\n${frame.text}${frame.text}`,
    );
    expect(bodyOf(await rawAnswer('HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe('');
  });
});
