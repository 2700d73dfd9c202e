import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, registerPlayer } from '../src/harness/api';
import { launchBrowser, screenshot, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { type RunningServer, startServer } from '../src/harness/start-server';

const result = (n: number, userWon: boolean) => ({
  lobbyId: `lobby-${n}`,
  homeTeam: 'Harbour Football Club',
  awayTeam: 'Valley United Athletic',
  startTime: '2026-03-07T09:05:00.000Z',
  position: n,
  totalPlayers: 8,
  userWon,
  leaderboard: [],
});

/** Issue 19 item 12: on a phone, Position and WIN/LOSS stay in view without sideways scrolling. */
describe('previous results on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('keeps the key columns inside 390 px', async () => {
    const token = await registerPlayer(server.url, 'Rita');
    const opened = await openSignedIn(browser, server.url, token, {
      viewport: viewports.phone,
      isMobile: true,
    });
    context = opened.context;
    const page = opened.page;
    // the long team names are the worst case; the rows come from a stub, the screen is the real one
    await page.route('**/api/app/user-results', (route) =>
      route.fulfill({
        json: { status: 200, message: 'ok', data: { results: [result(1, true), result(7, false)] } },
      }),
    );
    await page.goto(`${server.url}/previous-results`);
    await page.getByText('LOSS').waitFor();
    for (const text of ['1 of 8', 'WIN', '7 of 8', 'LOSS']) {
      const box = await page.getByText(text, { exact: true }).boundingBox();
      expect(box!.x + box!.width, text).toBeLessThanOrEqual(viewports.phone.width);
    }
    await expectNoSidewaysScroll(page, 'previous results');
    await screenshot(page, 'previous-results-phone');
  });
});
