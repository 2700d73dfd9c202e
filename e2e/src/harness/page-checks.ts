import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Collects page errors and console errors, leaving out the browser's own line for each refused request. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  return errors;
}

/**
 * How far the page sticks out sideways beyond the viewport the test asked for, in pixels (0 or
 * less: it fits). Measured against that width, not `window.innerWidth`: in phone emulation the
 * browser widens its layout viewport to fit content that sticks out, which would hide it.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width;
  return page.evaluate((asked) => document.documentElement.scrollWidth - (asked ?? window.innerWidth), width);
}

/** Nothing sticks out sideways: the page is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, what?: string): Promise<void> {
  expect(await sidewaysOverflow(page), what).toBeLessThanOrEqual(0);
}
