import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { launchBrowser, screenshot, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from '../src/harness/start-server';

type Token = { accessToken: string; refreshToken: string; tokenType: string };
type Half = { _id: string; halfNumber: number; status: string; startTime: string | null };

/** The home team's Goal button: each event type has one per team. */
const HOME_GOAL = 'Goal · Harbour FC';

describe('match control', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let token: Token;
  let matchId: string;
  const url = (path: string) => `${server.url}${path}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(url(path), {
      method,
      headers: {
        Authorization: `${token.tokenType} ${token.accessToken}`,
        'X-Refresh-Token': token.refreshToken,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  }
  const halves = async () =>
    (await call<{ matchHalfs: Half[] }>('GET', `/api/admin/match-half/match/${matchId}`)).matchHalfs;

  beforeAll(async () => {
    server = await startServer();
    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { data: { token: Token } }).data.token;
    const created = await call<{ match: { _id: string }; halfs: Half[] }>(
      'POST',
      '/api/admin/game/create-match',
      {
        homeTeam: 'Harbour FC',
        awayTeam: 'Valley United',
      },
    );
    matchId = created.match._id;
    const first = created.halfs.find((half) => half.halfNumber === 1)!;
    await call('POST', '/api/admin/game/create-round', {
      halfId: first._id,
      roundNumber: 1,
      startMinute: 0,
      endMinute: 45,
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: viewports.desktop });
    page.setDefaultTimeout(10_000);
    errors = watchErrors(page);
    await page.goto(url('/'));
    await page.evaluate((value) => localStorage.setItem('kickchips.session', value), JSON.stringify(token));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * The record buttons lock for a moment after a tap and fade back in (a 120 ms opacity transition)
   * when the lock ends; an axe scan that the end of the lock overtakes reads them mid-fade, at too
   * little contrast. Scans after a tap wait until the lock is over and the toasts have gone.
   */
  async function untilTapsSettle(): Promise<void> {
    await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'));
    await expect
      .poll(() => page.getByRole('button', { name: HOME_GOAL, exact: true }).isEnabled())
      .toBe(true);
  }

  it('lists the new match as upcoming and starts half 1', async () => {
    await page.goto(url('/admin/events'));
    await page.getByText('Select a match to record events').waitFor();
    await expectNoSeriousA11yViolations(page, 'match-control-list-desktop');
    const item = page.getByRole('button', { name: /Harbour FC vs Valley United/ });
    await item.getByText('Not started').waitFor();
    await item.click();
    await page.getByText('No events recorded yet.').waitFor();
    expect(await page.getByRole('button', { name: 'End Half 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start Half 2' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Start Half 1' }).click();
    await page.getByRole('button', { name: 'Yes, start Half 1' }).click();
    await page.getByRole('button', { name: 'Update Rounds' }).waitFor();
    // the buttons follow the refreshed halves, which may land a moment after Update Rounds shows
    await expect.poll(() => page.getByRole('button', { name: 'End Half 1' }).isEnabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Start Half 1' }).isDisabled()).toBe(true);
    // the second half waits for the first to end
    await expect.poll(() => page.getByRole('button', { name: 'Start Half 2' }).isDisabled()).toBe(true);
    await screenshot(page, 'match-control-started-desktop');
    await expectNoSeriousA11yViolations(page, 'match-control-started-desktop');
  });

  it('records events once the half has kicked off', async () => {
    expect((await halves()).find((half) => half.halfNumber === 1)?.startTime).toBeTruthy();
    // the half kicks off at the next full minute of the server's clock, moved to just before it;
    // events before it belong to no half
    const kickOff = await skipToKickOff(server.url, token, matchId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, kickOff - Date.now()) + 1500));
    for (const name of [HOME_GOAL, 'Corner · Harbour FC', 'Corner · Harbour FC']) {
      await page.getByRole('button', { name, exact: true }).click();
    }
    const log = page.getByRole('list', { name: 'Match events, newest first' });
    await expect.poll(() => log.getByRole('listitem').count()).toBe(3);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);
    const first = await log.getByRole('button').first().textContent();
    expect(first).toMatch(/^\d\d:\d\d:\d\d\d+′Corner · Harbour FCRound 1$/);
    expect(await page.getByRole('alert').count()).toBe(0);
    // Update Rounds says what it did (the clock has already made round 1 active)
    await page.getByRole('button', { name: 'Update Rounds' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Rounds (updated|already up to date): / })
      .first()
      .waitFor();
    await untilTapsSettle();
    await screenshot(page, 'match-control-recorded-desktop');
    await expectNoSeriousA11yViolations(page, 'match-control-recorded-desktop');
  });

  it('deletes an event after the confirm', async () => {
    const log = page.getByRole('list', { name: 'Match events, newest first' });
    await page.getByRole('button', { name: HOME_GOAL, exact: true }).click();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(4);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);
    await untilTapsSettle();
    await log.getByRole('button').first().click();
    await page.getByText('Are You Sure?').waitFor();
    await expectNoSeriousA11yViolations(page, 'match-control-delete-confirm-desktop');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(3);
  });

  it('ends the half and the statistics reflect the events', async () => {
    await page.getByRole('button', { name: 'End Half 1' }).click();
    await page.getByRole('button', { name: 'Yes, end Half 1' }).click();
    await expect
      .poll(async () => (await halves()).find((half) => half.halfNumber === 1)?.status)
      .toBe('finished');
    await expect.poll(() => page.getByRole('button', { name: 'End Half 1' }).isDisabled()).toBe(true);
    const { statistics } = await call<{ statistics: Record<string, Record<string, number>> }>(
      'GET',
      `/api/app/game/event-statistics/${matchId}`,
    );
    expect(statistics.Goal?.['1']).toBe(1);
    expect(statistics.Corner?.['1']).toBe(2);
    await screenshot(page, 'match-control-ended-desktop');
    await expectNoSeriousA11yViolations(page, 'match-control-ended-desktop');
    expect(errors).toEqual([]);
  });

  it('works on a phone', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(url(`/admin/events?match=${matchId}`));
    // a fresh load fetches the lazy admin bundle, slow on a busy machine
    await page.getByRole('list', { name: 'Match events, newest first' }).waitFor({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'match-control-phone');
    await expectNoSeriousA11yViolations(page, 'match-control-phone');
  });
});
