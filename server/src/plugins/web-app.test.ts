import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressReplies from './compress-replies';
import webApp, { IMMUTABLE, REVALIDATE } from './web-app';

const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(400))};\n`;

/** A built web app in a temporary folder, as Vite and its precompress step leave it. */
function writeDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kickchips-web-'));
  mkdirSync(path.join(root, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX, 'assets/app-Ab12Cd34.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('serving the web app', () => {
  let root: string;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = writeDist();
    app = Fastify();
    await app.register(compressReplies);
    await app.register(webApp, { serveWeb: true, root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that takes it, as built and not compressed again', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('sends the gzip copy when brotli is not taken, and the file itself when nothing is', async () => {
    const gzip = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
    const plain = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
  });

  it('caches hashed assets for a year and has index.html and unhashed files revalidated', async () => {
    expect((await get('/assets/app-Ab12Cd34.js')).headers['cache-control']).toBe(IMMUTABLE);
    const index = await get('/', { 'accept-encoding': 'br' });
    expect(index.headers['cache-control']).toBe(REVALIDATE);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-encoding']).toBe('br');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers a revalidation with the same ETag by 304 and no body', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives client routes index.html (compressed, revalidated), and missing files a 404, not a page', async () => {
    const page = await get('/join/ABC123', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(page.headers['content-encoding']).toBe('br');
    const plain = await get('/profile');
    expect(plain.body).toBe(INDEX);
    for (const url of [
      '/assets/gone-Zz99Yy88.js',
      '/assets/app-Ab12Cd34.js.br',
      '/robots.txt',
      '/api/nothing',
    ]) {
      const missing = await get(url, { 'accept-encoding': 'br' });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().status, url).toBe(404);
    }
  });
});
