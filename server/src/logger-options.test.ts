import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logger-options';

it('logs JSON lines unless asked for human lines, and nothing when silent', () => {
  expect(loggerOptions({ logLevel: 'silent', logFormat: 'pretty' })).toBe(false);
  expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' })).toEqual({ level: 'warn' });
  const pretty = loggerOptions({ logLevel: 'info', logFormat: 'pretty' });
  expect(pretty).toMatchObject({
    level: 'info',
    stream: expect.objectContaining({ write: expect.any(Function) }),
  });
});

it('reads LOG_FORMAT, and refuses a value it does not know', () => {
  expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
});
