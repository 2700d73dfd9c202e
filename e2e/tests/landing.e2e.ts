import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { launchBrowser, screenshot, viewports } from '../src/harness/browser';
import { type RunningServer, startServer } from '../src/harness/start-server';

describe('landing page', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`shows Login and Register to an anonymous visitor (${size})`, async () => {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      await page.goto(server.url);
      await page.getByText('Social gaming with football knowledge and no risk.').waitFor();
      const header = page.getByRole('navigation', { name: 'Account' });
      await expect(header.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
      await expect(header.getByRole('link', { name: 'Register' }).isVisible()).resolves.toBe(true);
      await screenshot(page, `landing-${size}`);
      await expectNoSeriousA11yViolations(page, `landing (${size})`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('loads each page cold without a warning or an error in the console', async () => {
    for (const route of ['/', '/login', '/register', '/team', '/previous-results', '/no/such/page']) {
      const page = await browser.newPage({ viewport: viewports.desktop });
      const messages: string[] = [];
      page.on('pageerror', (err) => messages.push(err.message));
      page.on('console', (msg) => {
        if (
          msg.type() === 'warning' ||
          (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        )
          messages.push(`${msg.type()}: ${msg.text()}`);
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      expect(messages, route).toEqual([]);
      await page.close();
    }
  });

  it('shows Page Not Found with Go back for an unknown route, served by the SPA fallback', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'page not found (desktop)');
    await page.setViewportSize(viewports.phone);
    await expectNoSeriousA11yViolations(page, 'page not found (phone)');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});
