import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('reads ACCESS_TOKEN_SECONDS, 900 by default, and refuses a value that is not a whole number of seconds from 5 to 86400', () => {
  expect(loadConfig({}).accessTokenSeconds).toBe(900);
  expect(loadConfig({ ACCESS_TOKEN_SECONDS: '8' }).accessTokenSeconds).toBe(8);
  for (const bad of ['abc', '0', '4', '1.5', '86401']) {
    expect(() => loadConfig({ ACCESS_TOKEN_SECONDS: bad })).toThrow(/ACCESS_TOKEN_SECONDS/);
  }
});
