import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { FleetNotices, FleetOrder, FleetReport, FleetStream } from './sse-fleet-protocol';

export type SseFleet = {
  /** Called with each batch of notices a process read: per type, the streams and their arrival times. */
  onNotices(listener: (notices: readonly FleetNotices[]) => void): void;
  close(): Promise<void>;
};

const entry = path.resolve(import.meta.dirname, 'sse-fleet-child.ts');

/**
 * Push streams held open by `processes` child processes, each with its share of `streams` (so
 * reading 10,000 streams is not one event loop's work, and each process holds fewer sockets), each
 * stream opened as the web app does (a ticket, then GET /api/app/stream). Resolves once every
 * stream has had its `ready`.
 */
export async function openSseFleet(
  baseUrl: string,
  streams: readonly FleetStream[],
  processes: number,
): Promise<SseFleet> {
  const listeners: ((notices: readonly FleetNotices[]) => void)[] = [];
  const children: ChildProcess[] = [];
  const opened = Array.from({ length: processes }, (_, p) => {
    const child = fork(entry, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // the notices' typed arrays cross as bytes, not as JSON
      serialization: 'advanced',
    });
    children.push(child);
    const share = streams.filter((_, i) => i % processes === p);
    return new Promise<void>((resolve, reject) => {
      child.on('message', (report: FleetReport) => {
        if (report.kind === 'opened') resolve();
        else if (report.kind === 'failed') reject(new Error(`stream fleet: ${report.error}`));
        else for (const listener of listeners) listener(report.notices);
      });
      child.once('exit', (code) => reject(new Error(`stream fleet process exited (${code})`)));
      child.send({ kind: 'open', baseUrl, streams: share } satisfies FleetOrder);
    });
  });
  const close = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise((r) => child.once('exit', r));
        child.send({ kind: 'close' } satisfies FleetOrder);
        return exited;
      }),
    );
  };
  try {
    await Promise.all(opened);
  } catch (err) {
    for (const child of children) child.kill('SIGKILL');
    throw err;
  }
  return { onNotices: (listener) => listeners.push(listener), close };
}
