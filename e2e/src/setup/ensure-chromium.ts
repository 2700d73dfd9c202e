import { spawnSync } from 'node:child_process';
import { findChromium } from '../harness/find-chromium';

/**
 * Run before the end-to-end suite: finds Chromium, or installs Debian's package when this
 * machine allows it (root with apt-get), or stops with one sentence saying what to run.
 */
function canInstall(): boolean {
  const isRoot = process.getuid?.() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command: string): boolean {
  const result = spawnSync('sh', ['-c', command], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

if (process.env.CHROMIUM_PATH && !findChromium()) {
  fail(
    `CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which is not an executable: point it at Chromium or Chrome.`,
  );
}
if (!findChromium()) {
  if (!canInstall()) {
    fail(
      'The end-to-end tests need Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.',
    );
  }
  console.log(
    "Chromium not found: installing Debian's chromium package (apt-get update && apt-get install -y chromium)...",
  );
  if (!run('apt-get update -qq && apt-get install -y -qq chromium') || !findChromium()) {
    fail(
      'Installing Chromium failed (see the apt-get output above): run `apt-get install -y chromium`, then the tests again.',
    );
  }
}
