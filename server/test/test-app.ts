import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { openTestDatabase } from './test-database';

export type TestApp = FastifyInstance & { config: Config };

/** The whole app on a fresh database, with cheap password hashing and no web build. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    passwordHashLog2Cost: 10,
    serveWeb: false,
    ...overrides,
  };
  const database = await openTestDatabase();
  const app = await buildApp(config, { database });
  return Object.assign(app, { config });
}
