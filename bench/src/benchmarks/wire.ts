import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compressReplies from '@kickchips/server/src/plugins/compress-replies';
import webApp, { webDistDir } from '@kickchips/server/src/plugins/web-app';
import Fastify from 'fastify';
import { type BenchResult, boundResult } from '../report/bench-result';
import { entryScripts } from './web';

const TARGET_KB = 170;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

type Fetched = { path: string; bytes: number; encoding: string };

/** GETs a path as a browser would and counts the body's bytes as they come over the wire (no decoding). */
function fetchRaw(base: string, urlPath: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    get(`${base}${urlPath}`, { headers: BROWSER_HEADERS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${urlPath} answered ${res.statusCode}`));
        else resolve({ path: urlPath, bytes, encoding: String(res.headers['content-encoding'] ?? 'none') });
      });
    }).on('error', reject);
  });
}

/** What index.html has the browser fetch at once besides scripts: stylesheets and preloaded fonts (none while both are inlined). */
function linkedFiles(html: string): string[] {
  return [
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
}

/**
 * Bytes on the wire for the player home's first load, fetched from the server's own static serving
 * (the web-app and compress-replies plugins over web/dist) with `Accept-Encoding: br, gzip`:
 * the figure is the JS (entry script, its preloads and static imports, as the `web` row counts
 * them); the notes add index.html (which carries the stylesheet and the title's font) and anything
 * else it links.
 */
export async function wire(): Promise<BenchResult[]> {
  const app = Fastify();
  await app.register(compressReplies);
  await app.register(webApp, { serveWeb: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const scripts = entryScripts(webDistDir).map((file) => `/${path.relative(webDistDir, file)}`);
    const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    const js = await Promise.all(scripts.map((file) => fetchRaw(base, file)));
    const rest = await Promise.all(['/', ...linkedFiles(html)].map((file) => fetchRaw(base, file)));
    const kb = (files: Fetched[]) => files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
    const encodings = [...new Set(js.map((f) => f.encoding))].join(', ');
    return [
      boundResult({
        benchmark: 'wire',
        figure: kb(js),
        unit: 'KB',
        target: { on: 'figure', op: '<=', value: TARGET_KB, unit: 'KB' },
        notes: `${js.length} scripts sent as ${encodings}; with index.html (stylesheet and title font inlined) and what it links ${kb([...js, ...rest]).toFixed(1)} KB in ${js.length + rest.length} responses`,
      }),
    ];
  } finally {
    await app.close();
  }
}
