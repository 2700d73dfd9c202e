#!/usr/bin/env node
// Runs one stage of the tests or of CI (a shell command), then says how long it took:
//   node scripts/timed-stage.mjs "<stage>" "<command>"
// With STAGE_TIMES set to a file, each stage also adds a line "<seconds>\t<stage>\t<ok|failed>" to
// it, for .ci/run's summary. Exits with the command's code.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const [stage, command] = process.argv.slice(2);
if (!stage || !command) {
  console.error('usage: node scripts/timed-stage.mjs "<stage>" "<command>"');
  process.exit(2);
}

/** "7 s", "12 min 05 s". */
function duration(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

const started = process.hrtime.bigint();
const run = spawnSync(command, { shell: true, stdio: 'inherit' });
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const code = run.status ?? 1;
const outcome = code === 0 ? 'ok' : 'failed';
console.log(`\n== ${stage}: ${duration(seconds)}${code === 0 ? '' : ' (failed)'}\n`);
if (process.env.STAGE_TIMES)
  appendFileSync(process.env.STAGE_TIMES, `${seconds.toFixed(1)}\t${stage}\t${outcome}\n`);
process.exit(code);
