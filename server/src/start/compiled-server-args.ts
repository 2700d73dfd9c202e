import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../server-root';

/**
 * The Node arguments that run the compiled server as `npm start` does (dist/main.js, from
 * `npm run build -w server`), for the end-to-end tests, the soak and the start-up benchmark.
 */
export function compiledServerArgs(): string[] {
  const entry = path.join(serverRoot, 'dist/main.js');
  if (!existsSync(entry)) {
    throw new Error(`The compiled server ${entry} is missing: run \`npm run build -w server\` first.`);
  }
  return ['--enable-source-maps', entry];
}
