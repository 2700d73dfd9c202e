import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('btn-primary', false && 'hidden', { 'w-full': true, 'opacity-50': false })).toBe(
      'btn-primary w-full',
    );
  });

  it('lets the later Tailwind class win', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('text-sm', 'text-display-lg')).toBe('text-display-lg');
  });

  it('keeps a display size next to a text colour', () => {
    expect(cn('text-display-lg', 'text-muted')).toBe('text-display-lg text-muted');
  });
});
