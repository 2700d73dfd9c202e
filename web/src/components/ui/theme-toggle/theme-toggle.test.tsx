import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTheme, initTheme } from './theme';
import { ThemeToggle } from './theme-toggle';

function prefersDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('theme', () => {
  it('follows the device setting while no choice is stored', () => {
    prefersDark(true);
    initTheme();
    expect(currentTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('lets a stored choice win over the device setting', () => {
    prefersDark(true);
    localStorage.setItem('kickchips.theme', 'light');
    initTheme();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

describe('ThemeToggle', () => {
  it('is a named toggle button that switches and remembers the theme', async () => {
    prefersDark(false);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('kickchips.theme')).toBe('dark');

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('kickchips.theme')).toBe('light');
  });
});
