import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Browsers the tests can drive, by the names Debian and others install them under. */
const candidateNames = ['chromium', 'chromium-browser', 'google-chrome'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium the end-to-end tests use: `CHROMIUM_PATH` when set (and only it, so a wrong value
 * is reported rather than passed over), else /usr/bin/chromium, else the first of chromium,
 * chromium-browser and google-chrome on the PATH. Undefined when there is none.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of candidateNames) {
    const found = dirs.map((dir) => path.join(dir, name)).find(isExecutable);
    if (found) return found;
  }
  return undefined;
}
