import { describe, expect, it } from 'vitest';
import { kickOffText, matchLabel, shortId } from './match-label';

describe('matchLabel', () => {
  it('names a match with its kick-off and the last 4 characters of its id', () => {
    const kickOff = new Date(2026, 10, 28, 20, 0).toISOString();
    const match = { _id: 'abcdef-1a2b', homeTeam: 'Rovers', awayTeam: 'City', scheduledAt: kickOff };
    expect(matchLabel(match)).toBe('Rovers vs City · 28 Nov 2026, 20:00 · #1a2b');
    expect(shortId('22222222-2222-4222-8222-222222229f3c')).toBe('#9f3c');
    expect(kickOffText(null)).toBe('No kick-off set');
  });
});
