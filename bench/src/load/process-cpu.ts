import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** CPU time a process has used so far (user and system, all its threads), in ms (from /proc). */
export function cpuMilliseconds(pid: number): number {
  // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

/**
 * CPU time used so far by every PostgreSQL process this machine shows (server, backends, WAL
 * writer...), in ms; null when none is visible (a database elsewhere). Backends that exit between
 * two readings take their time with them, so it is for spans in which the pools stay open.
 */
export function postgresCpuMs(): number | null {
  let total = 0;
  let seen = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8') !== 'postgres\n') continue;
      total += cpuMilliseconds(Number(entry));
      seen = true;
    } catch {
      // the process ended while it was read
    }
  }
  return seen ? total : null;
}
