import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

function toasterList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toaster on the page');
  return list;
}

describe('Toaster', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('gives the light theme darker toast texts, for AA contrast', async () => {
    localStorage.setItem('kickchips.theme', 'light');
    render(<Toaster />);
    act(() => {
      toast.success('Half 1 started');
    });
    await screen.findByText('Half 1 started');
    expect(toasterList().style.getPropertyValue('--success-text')).toBe('hsl(140, 100%, 22%)');
    expect(toasterList().style.getPropertyValue('--info-text')).toBe('hsl(210, 92%, 35%)');
  });

  it("keeps sonner's own texts on the dark theme", async () => {
    localStorage.setItem('kickchips.theme', 'dark');
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    expect(toasterList().style.getPropertyValue('--success-text')).toBe('');
  });
});
