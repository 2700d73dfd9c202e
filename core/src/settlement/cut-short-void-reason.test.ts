import { describe, expect, it } from 'vitest';
import { cutShortVoidReason, halfEndedVoidReason } from './cut-short-void-reason';

describe('halfEndedVoidReason', () => {
  it('names the minute the half ended as football writes it', () => {
    expect(halfEndedVoidReason(1, 47)).toBe("Void: the half ended at 45+2', before this round's end");
    expect(halfEndedVoidReason(1, 46.5)).toBe("Void: the half ended at 45+2', before this round's end");
    expect(halfEndedVoidReason(1, 47.0000000001)).toBe(
      "Void: the half ended at 45+2', before this round's end",
    );
    expect(halfEndedVoidReason(1, 42)).toBe("Void: the half ended at 42', before this round's end");
    expect(halfEndedVoidReason(2, 47)).toBe("Void: the half ended at 90+2', before this round's end");
    expect(halfEndedVoidReason(2, 30)).toBe("Void: the half ended at 75', before this round's end");
  });
});

describe('cutShortVoidReason', () => {
  const round = { halfNumber: 1, endMinute: 50 };

  it('voids a line priced for the round as planned when the half ends before its end', () => {
    expect(cutShortVoidReason(round, 47, 50)).toBe("Void: the half ended at 45+2', before this round's end");
    // no price of the game's for the round: the admin priced it as planned
    expect(cutShortVoidReason(round, 47, undefined)).toBe(
      "Void: the half ended at 45+2', before this round's end",
    );
  });

  it('keeps a line priced for no more minutes than the round lasted', () => {
    expect(cutShortVoidReason(round, 50, 50)).toBeNull();
    expect(cutShortVoidReason(round, 47, 47)).toBeNull();
    expect(cutShortVoidReason(round, 47, 45)).toBeNull();
  });

  it('settles the open-ended last round and a round of a half still running as usual', () => {
    expect(cutShortVoidReason({ halfNumber: 1, endMinute: null }, 47, undefined)).toBeNull();
    expect(cutShortVoidReason({ halfNumber: 1, endMinute: null }, 47, null)).toBeNull();
    expect(cutShortVoidReason(round, 47, null)).toBeNull();
    expect(cutShortVoidReason(round, null, 50)).toBeNull();
  });
});
