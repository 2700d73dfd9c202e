import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BenchResult, boundResult } from '../report/bench-result';

const DIST = path.resolve(import.meta.dirname, '../../../web/dist');
const TARGET_KB = 150;

/** The static imports of an ES module chunk (`import ... from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    found.add(match[1]!);
  }
  for (const match of code.matchAll(/(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)) {
    found.add(match[1]!);
  }
  return [...found];
}

/**
 * The JS a browser loads for a route that is in the entry: the first-screen script in <head>, the
 * entry module, its modulepreloads (index.html keeps those two in a template the first-screen
 * script starts), and every static import, transitively.
 */
export function entryScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => path.join(dist, m[1]!));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8')))
      visit(path.resolve(path.dirname(file), spec));
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * Gzipped JS loaded by the player home route: the routes outside the lazy admin area are in the
 * entry chunk, so it is the entry script with everything it imports statically (what index.html
 * preloads). Gzip at zlib's default level, as a web server compresses on the fly.
 */
export async function web(): Promise<BenchResult[]> {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) throw new Error(`no ${index}: run \`npm run build -w web\` first`);
  const files = entryScripts(DIST);
  const sizes = files.map((file) => {
    const code = readFileSync(file);
    return { file: path.basename(file), raw: code.length, gzip: gzipSync(code).length };
  });
  const gzipKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const rawKb = sizes.reduce((sum, s) => sum + s.raw, 0) / 1024;
  const listed = [...sizes]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`)
    .join(', ');
  return [
    boundResult({
      benchmark: 'web',
      figure: gzipKb,
      unit: 'KB',
      target: { on: 'figure', op: '<=', value: TARGET_KB, unit: 'KB' },
      notes: `${files.length} files, ${rawKb.toFixed(0)} KB before gzip (${listed}); web/dist built ${statSync(index).mtime.toISOString()}`,
    }),
  ];
}
