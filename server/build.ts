import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Compiles the server for `npm start`: ES modules in dist/ (entry dist/main.js), with the workspace's own
 * TypeScript (core included) bundled in and every npm dependency left to Node, so a production
 * start loads plain JavaScript instead of compiling TypeScript on the fly.
 */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

// chunk names carry a hash: start clean so no chunk of an older build is left behind
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // modules imported on demand (the S3 and SMTP adapters) stay in chunks of their own, so their
  // libraries are loaded only by a server configured to use them
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // core is TypeScript source (its package exports src/index.ts), so it is compiled in
  external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@kickchips/')),
  logLevel: 'warning',
});
