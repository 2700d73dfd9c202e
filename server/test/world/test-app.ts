import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { openTestDatabase } from './test-database';

export type TestApp = FastifyInstance & { config: Config };

/**
 * The whole app on a fresh database, with cheap password hashing, no web build, and its own
 * temporary data folder (uploads, mail outbox) removed when the app closes. `options.clock` (a
 * ManualClock) moves time by hand; the game clock ticks only when a test calls `app.engine.tick()`.
 * Any 5xx answered during the test fails it when the app closes: bad input must never reach one.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'clock' | 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickchips-test-'));
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir,
    passwordHashLog2Cost: 10,
    serveWeb: false,
    ...overrides,
  };
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(config, { database, clock: options.clock });
  const serverErrors: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push(`${reply.statusCode} ${request.method} ${request.url}`);
  });
  app.addHook('onClose', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverErrors.length > 0) throw new Error(`the server answered 5xx: ${serverErrors.join(', ')}`);
  });
  return Object.assign(app, { config });
}
