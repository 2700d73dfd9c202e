import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('reads ACCESS_TOKEN_SECONDS, 900 by default, and refuses a value that is not a whole number of seconds from 5 to 86400', () => {
  expect(loadConfig({}).accessTokenSeconds).toBe(900);
  expect(loadConfig({ ACCESS_TOKEN_SECONDS: '8' }).accessTokenSeconds).toBe(8);
  for (const bad of ['abc', '0', '4', '1.5', '86401']) {
    expect(() => loadConfig({ ACCESS_TOKEN_SECONDS: bad })).toThrow(/ACCESS_TOKEN_SECONDS/);
  }
});

it('reads REDIS_URL and METRICS_TOKEN, neither set by default, and names a bad one', () => {
  expect(loadConfig({})).toMatchObject({ redisUrl: undefined, metricsToken: undefined });
  const set = loadConfig({ REDIS_URL: 'redis://cache:6379', METRICS_TOKEN: 'a-long-scrape-token' });
  expect(set).toMatchObject({ redisUrl: 'redis://cache:6379', metricsToken: 'a-long-scrape-token' });
  expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
  expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
});

it('reads TEST_CLOCK, off by default, and refuses it in production or with several workers', () => {
  expect(loadConfig({}).testClock).toBe(false);
  expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
  expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(
    'Invalid configuration: TEST_CLOCK is for tests only and is refused when NODE_ENV=production',
  );
  expect(loadConfig({ TEST_CLOCK: '0', NODE_ENV: 'production' }).testClock).toBe(false);
  expect(() =>
    loadConfig({ TEST_CLOCK: 'true', WORKERS: '2', DATABASE_URL: 'postgres://db/kickchips' }),
  ).toThrow("Invalid configuration: TEST_CLOCK moves one process's clock, so it needs WORKERS=1");
});
