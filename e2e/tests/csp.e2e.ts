import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../src/harness/browser';
import { probeInlineScript } from '../src/harness/inline-script-probe';
import { type RunningServer, startServer } from '../src/harness/start-server';

describe('content security policy in the browser', () => {
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

  it('serves the app with a CSP that allows only its own scripts', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const response = await page.goto(`${server.url}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.has('script-src-elem')).toBe(false);
    expect(directives.has('script-src-attr')).toBe(false);
    expect(directives.get('object-src')).toBe("'none'");
    await page.close();
  });

  it('blocks an inline script element, an inline event handler and code in a string, and reports each', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    const probe = await probeInlineScript(page);
    expect(probe).toMatchObject({ scriptRan: false, handlerRan: false, timerRan: false });
    expect(new Set(probe.violations)).toEqual(new Set(['script-src-elem', 'script-src-attr', 'script-src']));
    // the app itself still runs: its own scripts come from 'self'
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.close();
  });

  it('runs the same injection when the header is stripped, so the CSP is what stops it', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.route(`${server.url}/login`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    const probe = await probeInlineScript(page);
    expect(probe).toEqual({ scriptRan: true, handlerRan: true, timerRan: true, violations: [] });
    await page.close();
  });
});
