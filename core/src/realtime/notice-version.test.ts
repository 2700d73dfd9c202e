import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNoticeVersion, parseNoticeVersion } from './notice-version';

describe('notice versions', () => {
  it('read back what they write', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,16}$/),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (instance, sequence) => {
          expect(parseNoticeVersion(formatNoticeVersion({ instance, sequence }))).toEqual({
            instance,
            sequence,
          });
        },
      ),
    );
  });

  it.each([
    '',
    'abc',
    'abc-',
    '-3',
    'ABC-3',
    'abc-03',
    'abc-1.5',
    'abc-3-4',
    'a b-3',
    'abc-99999999999999999',
  ])('refuses %j', (text) => {
    expect(parseNoticeVersion(text)).toBeNull();
  });
});
