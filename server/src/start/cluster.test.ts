import { afterAll, describe, expect, it } from 'vitest';
import { healthPid, type ServerProcess, spawnServer, waitUntil } from '../../test/kits/spawn-server';
import { openTestDatabase } from '../../test/world';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=n npm start', () => {
  it('refuses WORKERS=2 without DATABASE_URL, saying why', async () => {
    const server = await spawnServer({ WORKERS: '2', DATABASE_URL: undefined });
    expect(await server.exited).toBe(1);
    expect(server.output.join('')).toContain(
      'Invalid configuration: WORKERS > 1 needs DATABASE_URL (the embedded database serves one process only)',
    );
  }, 60_000);

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let server: ServerProcess | undefined;
    let closeDatabase: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await server?.stop();
      await closeDatabase?.();
    });

    it('serves from two worker processes, replaces a dead one, and stops them all on SIGTERM', async () => {
      const database = await openTestDatabase();
      closeDatabase = database.close;
      server = await spawnServer({ DATABASE_URL: database.url!, WORKERS: '2' });
      const running = server;

      const pids = new Set<number>();
      const collect = async () => {
        const pid = await healthPid(running);
        if (pid !== undefined) pids.add(pid);
      };
      await waitUntil(running, 'two workers answering /api/health', async () => {
        await collect();
        return pids.size >= 2;
      });
      const first = [...pids];
      expect(first).toHaveLength(2);
      expect(first).not.toContain(running.child.pid);
      await waitUntil(running, 'the start banner', () =>
        running.output.join('').includes('Processes: 2 workers'),
      );

      process.kill(first[0]!, 'SIGKILL');
      pids.clear();
      await waitUntil(running, 'a new worker next to the surviving one', async () => {
        await collect();
        return pids.has(first[1]!) && [...pids].some((pid) => !first.includes(pid));
      });
      expect(running.output.join('')).toContain(`Worker ${first[0]} stopped (signal SIGKILL)`);

      const workers = [...pids];
      expect(await running.stop()).toBe(0);
      for (const pid of workers) expect(isAlive(pid)).toBe(false);
    }, 180_000);
  });
});
