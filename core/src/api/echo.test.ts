import { describe, expect, it } from 'vitest';
import { echoInputSchema } from './echo';

describe('echoInputSchema', () => {
  it('accepts a message with optional tags', () => {
    expect(echoInputSchema.parse({ message: 'hi', tags: ['x'] })).toEqual({ message: 'hi', tags: ['x'] });
  });

  it('refuses unknown fields rather than dropping them', () => {
    const result = echoInputSchema.safeParse({ message: 'hi', extra: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuses an empty or oversized message', () => {
    expect(echoInputSchema.safeParse({ message: '' }).success).toBe(false);
    expect(echoInputSchema.safeParse({ message: 'x'.repeat(1001) }).success).toBe(false);
  });
});
