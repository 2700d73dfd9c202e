import { readFileSync } from 'node:fs';

/** This process's limit on open file descriptors (the soft limit of `ulimit -n`), from /proc. */
export function openFilesLimit(): number {
  const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return line?.[1] === undefined || line[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line[1]);
}

/**
 * Throws, saying what to do, unless this process (and the server it starts, which inherits the
 * limit) may hold `sockets` sockets and some room besides.
 */
export function requireOpenFiles(sockets: number, room = 1000): void {
  const limit = openFilesLimit();
  if (limit >= sockets + room) return;
  throw new Error(
    `${sockets} streams need about ${sockets + room} open files in this process and in the server, the limit is ${limit}: raise it with \`ulimit -n ${sockets + room}\` (at most \`ulimit -Hn\`) before the run`,
  );
}
