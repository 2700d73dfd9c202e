import { describe, expect, it } from 'vitest';
import { stakeBackNote } from './stake-back-note';

describe('stakeBackNote', () => {
  it('notes a win that only gives the stake back', () => {
    expect(stakeBackNote(1.05, 10)).toBe(' (your stake back)');
    expect(stakeBackNote(1, 50)).toBe(' (your stake back)');
  });

  it('says nothing when a win gains chips, or when no amount is entered', () => {
    expect(stakeBackNote(1.05, 20)).toBe('');
    expect(stakeBackNote(1.8, 10)).toBe('');
    expect(stakeBackNote(1.05, 0)).toBe('');
  });
});
