import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type Token } from '../src/harness/api';
import { launchBrowser, viewports } from '../src/harness/browser';
import { type RunningServer, startServer } from '../src/harness/start-server';

/** The app's entry script: blocked, a page shows only what index.html draws by itself. */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
const LANDING_TITLE = /Call the match/;

type Box = { x: number; y: number; width: number; height: number };

/** Where the landing's title, its two buttons and the pitch picture sit, rounded to the pixel. */
async function landingBoxes(page: Page): Promise<Record<string, Box | null>> {
  const section = page.locator('main section').first();
  const box = async (name: string, locator: ReturnType<Page['locator']>) => {
    const found = await locator.boundingBox();
    return [
      name,
      found && {
        ...found,
        x: Math.round(found.x),
        y: Math.round(found.y),
        width: Math.round(found.width),
        height: Math.round(found.height),
      },
    ] as const;
  };
  return Object.fromEntries(
    await Promise.all([
      box('title', page.getByRole('heading', { name: LANDING_TITLE })),
      box('login', section.getByRole('link', { name: 'Login' })),
      box('register', section.getByRole('link', { name: 'Register' })),
      box('pitch', section.locator('[aria-hidden="true"].rounded-2xl')),
    ]),
  );
}

/** Notes on the window whether the landing's title was ever on screen in a drawn frame. */
function watchForLanding(): void {
  const seen = { landing: false };
  Object.assign(window, { firstScreenSeen: seen });
  const look = () => {
    for (const title of Array.from(document.querySelectorAll('h1'))) {
      if (title.textContent?.includes('Call the match') && title.checkVisibility()) seen.landing = true;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

describe('first screen drawn by index.html ahead of the app', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: Token;
  const contexts: BrowserContext[] = [];

  /** A phone-sized page in a context of its own; with `session`, signed in as the web app keeps it. */
  async function phonePage(session?: Token): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true });
    contexts.push(context);
    if (session) {
      await context.addInitScript(
        (value) => localStorage.setItem('kickchips.session', value),
        JSON.stringify(session),
      );
    }
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    token = await registerPlayer(server.url, 'Firstscreen');
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a visitor the landing before the app script has run, with working links', async () => {
    const page = await phonePage();
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto(server.url);
    await page.getByRole('heading', { name: LANDING_TITLE }).waitFor();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
    await expect(page.getByRole('status').count()).resolves.toBe(0);
  });

  it('shows a stored session the header and a spinner before the app script has run, never the landing', async () => {
    const page = await phonePage(token);
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto(server.url);
    await expect(page.getByRole('status').textContent()).resolves.toBe('Loading');
    await expect(page.getByRole('heading', { name: LANDING_TITLE }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
  });

  it('draws nothing ahead off the home route', async () => {
    const page = await phonePage();
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto(`${server.url}/login`);
    await page.waitForLoadState('load');
    await expect(page.locator('[data-first-screen-of]:visible').count()).resolves.toBe(0);
  });

  it("is replaced by the app's own landing with nothing moving", async () => {
    const ahead = await phonePage();
    await ahead.route(APP_SCRIPT, (route) => route.abort());
    await ahead.goto(server.url);
    await ahead.getByRole('heading', { name: LANDING_TITLE }).waitFor();
    const drawnAhead = await landingBoxes(ahead);

    const page = await phonePage();
    await page.goto(server.url);
    await page.getByText('Social gaming with football knowledge and no risk.').waitFor();
    await expect(page.locator('[data-first-screen-of], template#app-scripts').count()).resolves.toBe(0);
    expect(await landingBoxes(page)).toEqual(drawnAhead);
    expect(Object.values(drawnAhead).every(Boolean)).toBe(true);
  });

  it('takes a signed-in player to their home without ever showing the landing', async () => {
    const page = await phonePage(token);
    await page.addInitScript(watchForLanding);
    await page.goto(server.url);
    await page.getByRole('tab', { name: 'JOIN GAME' }).waitFor();
    await expect(page.locator('[data-first-screen-of]').count()).resolves.toBe(0);
    await expect(
      page.evaluate(
        () => (window as unknown as { firstScreenSeen: { landing: boolean } }).firstScreenSeen.landing,
      ),
    ).resolves.toBe(false);
  });
});
