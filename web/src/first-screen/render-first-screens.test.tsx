import { describe, expect, it } from 'vitest';
import { readSessionToken } from '../lib/session-token';
import { renderFirstScreens } from './render-first-screens';

function screenOf(markup: string, screen: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const element = host.querySelector<HTMLElement>(`[data-first-screen-of="${screen}"]`);
  if (!element) throw new Error(`no ${screen} screen`);
  return element;
}

describe('renderFirstScreens', () => {
  const markup = renderFirstScreens();

  it("draws the visitor's landing with its title, sign-in links and footer, and no spinner", () => {
    const visitor = screenOf(markup, 'visitor');
    expect(visitor.querySelector('h1')).toHaveTextContent('Call the match.Stack the chips.');
    const account = visitor.querySelector('nav[aria-label="Account"]');
    expect(account?.querySelector('a[href="/login"]')).toHaveTextContent('Login');
    expect(account?.querySelector('a[href="/register"]')).toHaveTextContent('Register');
    expect(visitor.querySelector('footer')).toHaveTextContent('virtual chips only');
    expect(visitor.querySelector('[role="status"]')).toBeNull();
  });

  it('draws the checking-your-session screen for a stored session: header, spinner, never the landing', () => {
    const player = screenOf(markup, 'player');
    expect(player.querySelector('[role="status"]')).toHaveTextContent('Loading');
    expect(player.querySelector('h1')).toBeNull();
    expect(player.querySelector('a[href="/login"]')).toBeNull();
    expect(player.querySelector('nav[aria-label="Account"] .animate-pulse')).not.toBeNull();
    expect(player.querySelector('footer')).toHaveTextContent('virtual chips only');
  });

  it("leaves the page's own storage as it was", () => {
    expect(readSessionToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
