import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStream, type TestStream } from '../../test/kits/open-test-stream';
import { createTestWorld } from '../../test/world';
import { atLeastBytes, COMPRESS_MIN_BYTES, pickEncoding } from './compress-replies';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('atLeastBytes', () => {
  it('counts UTF-8 bytes, not characters, under the threshold', () => {
    expect(atLeastBytes('a'.repeat(1024), 1024)).toBe(true);
    expect(atLeastBytes('a'.repeat(1023), 1024)).toBe(false);
    expect(atLeastBytes('é'.repeat(512), 1024)).toBe(true);
    expect(atLeastBytes('é'.repeat(511), 1024)).toBe(false);
    expect(atLeastBytes(Buffer.alloc(1024), 1024)).toBe(true);
  });
});

describe('compressed API replies', () => {
  const world = createTestWorld();
  let base: string;
  const streams: TestStream[] = [];

  beforeAll(async () => {
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('compresses JSON above the threshold by Accept-Encoding, and the JSON reads back the same', async () => {
    const plain = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await world.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await world.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves a small reply as it is', async () => {
    const res = await world.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('leaves the push stream uncompressed, so its events arrive as they are sent', async () => {
    const user = await world.user();
    const ticket = await world.app.inject({
      method: 'POST',
      url: '/api/app/stream/ticket',
      headers: user.headers,
    });
    const stream = await openTestStream(
      base,
      { ticket: ticket.json().data.ticket },
      { 'accept-encoding': 'br, gzip' },
    );
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.next((notice) => notice.type === 'ready');
    expect(stream.events.map((event) => event.notice.type)).toContain('ready');
  });
});
