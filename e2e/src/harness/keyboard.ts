import type { Page } from 'playwright-core';

/** The focused element's name as a screen reader would roughly read it: aria-label, its label, or its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? document.getElementById(labelled)?.textContent : null;
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent;
    return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '').trim();
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would
 * move through the page; fails after `max` presses, naming where the focus went.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const visited: string[] = [];
  for (let press = 0; press < (options.max ?? 60); press++) {
    await page.keyboard.press(key);
    const current = await focusedName(page);
    if (matches(current)) return;
    visited.push(current);
  }
  throw new Error(`${key} never reached ${String(name)}; focus went through:\n  ${visited.join('\n  ')}`);
}
