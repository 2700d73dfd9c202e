import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loginAdmin, openSignedIn, registerPlayer, type Token } from './api';
import { launchBrowser, screenshotOnFailure, viewports } from './browser';
import { watchErrors } from './page-checks';
import { type RunningServer, startServer } from './start-server';

export type ScreenSize = keyof typeof viewports;

/** One e2e file's server, browser, admin session and the pages it opened. */
export type E2eWorld = {
  readonly url: string;
  readonly adminToken: Token;
  /** Registers a player named `name` (email `name@e2e.test`). */
  register(name: string): Promise<Token>;
  /** A page of its own for `name`: signed in with `token`, or a visitor when `token` is null. */
  open(name: string, token: Token | null, size: ScreenSize): Promise<Page>;
  /** The console errors and failed requests each opened page saw, by name. */
  readonly errors: Record<string, string[]>;
  readonly pages: Record<string, Page>;
};

/**
 * Starts the compiled server and Chromium before the file's tests and closes both after them; a
 * failed test leaves a screenshot of every page it opened. Call it at the top of a `describe`.
 */
export function useE2eWorld(env: Record<string, string> = {}): E2eWorld {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let adminToken: Token | undefined;
  const contexts: BrowserContext[] = [];
  const pages: Record<string, Page> = {};
  const errors: Record<string, string[]> = {};

  beforeAll(async () => {
    server = await startServer(env);
    adminToken = await loginAdmin(server.url);
    browser = await launchBrowser();
  });
  screenshotOnFailure(() => pages);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser || !adminToken) throw new Error('the e2e world starts in beforeAll');
    return { server, browser, adminToken };
  };

  return {
    get url() {
      return started().server.url;
    },
    get adminToken() {
      return started().adminToken;
    },
    register: (name) => registerPlayer(started().server.url, name),
    async open(name, token, size) {
      const { server, browser } = started();
      const isMobile = size === 'phone';
      let page: Page;
      if (token) {
        const opened = await openSignedIn(browser, server.url, token, {
          viewport: viewports[size],
          isMobile,
        });
        contexts.push(opened.context);
        page = opened.page;
      } else {
        const context = await browser.newContext({ viewport: viewports[size], isMobile, hasTouch: isMobile });
        contexts.push(context);
        page = await context.newPage();
        page.setDefaultTimeout(10_000);
      }
      pages[name] = page;
      errors[name] = watchErrors(page);
      return page;
    },
    errors,
    pages,
  };
}
