import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, MAX_BACKLOG_BYTES, openSseStream } from './open-sse-stream';
import { SSE_HEARTBEAT } from './sse-frame';

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
    expect(res.written).not.toContain(SSE_HEARTBEAT);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(res.written.filter((w) => w === SSE_HEARTBEAT)).toHaveLength(2);
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
    stream.send('id: a-1\ndata: {}\n\n');
    res.writableLength = MAX_BACKLOG_BYTES + 1;
    stream.send('id: a-2\ndata: {}\n\n');
    expect(res.destroyed).toBe(true);
    expect(res.written.at(-1)).toBe('id: a-1\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
