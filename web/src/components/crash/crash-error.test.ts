import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { toCrashError } from './crash-error';

describe('toCrashError', () => {
  it('keeps name, message, stack and cause', () => {
    const error = new TypeError('odds is undefined', { cause: new Error('no round') });
    expect(toCrashError(error)).toMatchObject({
      name: 'TypeError',
      message: 'odds is undefined',
      stack: expect.stringContaining('odds is undefined'),
      cause: 'Error: no round',
    });
  });

  it("takes an ApiError's status as statusCode and a code when there is one", () => {
    expect(toCrashError(new ApiError(409, 'Already bet this round'))).toMatchObject({
      name: 'ApiError',
      statusCode: 409,
    });
    const coded = Object.assign(new Error('x'), { code: 'ERR_NETWORK' });
    expect(toCrashError(coded).code).toBe('ERR_NETWORK');
  });

  it('describes thrown values that are not errors', () => {
    expect(toCrashError('kaput')).toEqual({ name: 'Error', message: 'kaput' });
    expect(toCrashError({ reason: 'late' })).toEqual({ name: 'Error', message: '{"reason":"late"}' });
  });

  it('clips texts to what the server accepts', () => {
    const long = new Error('m'.repeat(5000));
    long.stack = 's'.repeat(30000);
    const result = toCrashError(long);
    expect(result.message).toHaveLength(2000);
    expect(result.stack).toHaveLength(20000);
  });
});
