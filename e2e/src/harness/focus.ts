import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A short description of the focused element (tag, name or text), for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

/** Whether the focused element is inside the element the locator finds. */
export function hasFocusWithin(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.contains(document.activeElement));
}

/**
 * Tabs forward `presses` times and then back as many times with Shift+Tab, and fails if focus
 * ever leaves the dialog. It also fails if focus never moves, so a dead dialog cannot pass.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  const seen = new Set<string>();
  for (const key of [...Array(presses).fill('Tab'), ...Array(presses).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key);
    const where = await describeFocus(page);
    expect(await hasFocusWithin(dialog), `after ${key} focus is on ${where}, outside the dialog`).toBe(true);
    seen.add(where);
  }
  expect(seen.size, 'focus moved between controls of the dialog').toBeGreaterThan(1);
}
