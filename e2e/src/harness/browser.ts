import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { findChromium } from './find-chromium';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  // src/setup/ensure-chromium.ts runs before the suite and finds or installs one
  if (!executablePath) throw new Error('No Chromium found: run `npm run test -w e2e`, which installs it.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const outputDir = path.resolve(import.meta.dirname, '../../output');

/** Saves a full-page screenshot under e2e/output/, named after the page and viewport. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * After a failed test, saves a screenshot of each page under e2e/output/failed-<file>-<name>.png
 * (named after the test file too: files run side by side).
 */
export function screenshotOnFailure(pages: () => Record<string, Page | undefined>): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const file = path.basename(context.task.file.name, '.e2e.ts');
    for (const [name, page] of Object.entries(pages())) {
      if (page && !page.isClosed()) await screenshot(page, `failed-${file}-${name}`).catch(() => undefined);
    }
  });
}
