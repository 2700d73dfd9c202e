import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, loginAdmin, openSignedIn, type Token } from '../src/harness/api';
import { launchBrowser, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { type RunningServer, startServer } from '../src/harness/start-server';

type Half = { _id: string; halfNumber: number; status: string; startTime: string | null };
type Event = { _id: string; eventType: string };

/**
 * A match night as the admin runs it (issue #15), at desktop and phone sizes: schedule the kick-off,
 * set up the rounds in one action, start the first half, record with a double tap and a key press,
 * undo, end the half, then start and end the second half, which completes the match.
 */
describe('a match night as admin', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: Token;
  const contexts: BrowserContext[] = [];
  const pages: Record<string, Page> = {};
  screenshotOnFailure(() => pages);

  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(server.url, method, path, { token, body });
  const halves = async (matchId: string) =>
    (await call<{ matchHalfs: Half[] }>('GET', `/api/admin/match-half/match/${matchId}`)).matchHalfs;
  const events = async (matchId: string) =>
    (await call<{ events: Event[] }>('GET', `/api/admin/event?matchId=${matchId}`)).events;

  beforeAll(async () => {
    server = await startServer();
    token = await loginAdmin(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function matchNight(size: 'desktop' | 'phone', homeTeam: string) {
    const { context, page } = await openSignedIn(browser, server.url, token, {
      viewport: viewports[size],
      isMobile: size === 'phone',
    });
    contexts.push(context);
    pages[size] = page;
    const errors = watchErrors(page);
    const made = await call<{ match: { _id: string } }>('POST', '/api/admin/game/create-match', {
      homeTeam,
      awayTeam: 'Night Owls',
    });
    const matchId = made.match._id;

    // schedule: a kick-off tomorrow at 20:00, and the rounds in one action
    await page.goto(`${server.url}/admin/manage-match/${matchId}`);
    const details = page.getByRole('form', { name: 'Match details' });
    await details.getByLabel('Kick-off').waitFor({ timeout: 30_000 });
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = `${tomorrow.toISOString().slice(0, 10)}T20:00`;
    await details.getByLabel('Kick-off').fill(local);
    await details.getByRole('button', { name: 'Save Match' }).click();
    await page.getByText('Match details saved successfully!').waitFor();
    const saved = await call<{ scheduledAt: string | null }>('GET', `/api/admin/match/${matchId}`);
    expect(saved.scheduledAt).toBe(
      new Date(await page.evaluate((v) => new Date(v).toISOString(), local)).toISOString(),
    );
    await page.getByRole('button', { name: 'Set up rounds' }).click();
    await page.getByText('10 rounds set up').waitFor();
    const halfRows = page.getByRole('region', { name: 'Match Halfs' }).getByRole('row');
    await expect.poll(() => halfRows.nth(1).locator('td').nth(4).textContent()).toBe('5');
    await expectNoSidewaysScroll(page, `manage match (${size})`);
    await screenshot(page, `match-night-set-up-${size}`);

    // the realtime screen: the match counts down to its kick-off
    await page.goto(`${server.url}/admin/events?match=${matchId}`);
    const item = page.getByRole('button', { name: new RegExp(`${homeTeam} vs Night Owls`) });
    await item.getByText(/Starts in \d+h \d+m/).waitFor({ timeout: 30_000 });
    const goal = page.getByRole('button', { name: 'Goal', exact: true });
    await goal.waitFor();
    expect(await goal.isDisabled()).toBe(true);
    await page.getByText('No half is running: start a half to record events.').waitFor();
    if (size === 'phone') {
      // the match control (start, end) is at the top, above the event buttons
      const control = await page.getByRole('heading', { name: 'Match Control' }).boundingBox();
      const record = await page.getByRole('heading', { name: 'Record Match Events' }).boundingBox();
      expect(control!.y).toBeLessThan(record!.y);
    }

    await page.getByRole('button', { name: 'Start Half 1' }).click();
    await page.getByText(/Half 1 kicks off at the next full minute/).waitFor();
    await page.getByRole('button', { name: 'Yes, start Half 1' }).click();
    await expect
      .poll(async () => (await halves(matchId)).find((h) => h.halfNumber === 1)?.status)
      .toBe('active');
    const startTime = (await halves(matchId)).find((h) => h.halfNumber === 1)!.startTime!;
    await screenshot(page, `match-night-kick-off-pending-${size}`);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Date.parse(startTime) - Date.now()) + 1500),
    );
    await expect.poll(() => goal.isEnabled(), { timeout: 15_000 }).toBe(true);

    // a double tap records once
    const log = page.getByRole('list', { name: 'Match events, newest first' });
    await goal.dblclick();
    await expect.poll(() => log.getByRole('button').count()).toBe(1);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);
    expect((await events(matchId)).map((e) => e.eventType)).toEqual(['Goal']);

    // key 2 records the match's second event type, shown on its button
    const second = page.locator('button[aria-keyshortcuts="2"]');
    const secondName = (await second.getAttribute('aria-label'))!;
    await expect.poll(() => second.isEnabled()).toBe(true);
    await page.keyboard.press('2');
    await expect.poll(() => log.getByRole('button').count()).toBe(2);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);
    expect(await log.getByRole('button').first().textContent()).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\d+′${secondName}Round 1$`),
    );
    expect((await events(matchId)).length).toBe(2);
    await page.getByText(`Goal 1 · ${secondName} 1`).waitFor();
    await screenshot(page, `match-night-recorded-${size}`);

    // undo takes the last event back
    await page.getByRole('button', { name: new RegExp(`^Undo last event: ${secondName}`) }).click();
    await expect.poll(() => log.getByRole('button').count()).toBe(1);
    expect((await events(matchId)).map((e) => e.eventType)).toEqual(['Goal']);

    // end the first half, start the second and end it: the match is completed
    await page.getByRole('button', { name: 'End Half 1' }).click();
    await page.getByText(/Half 1 ends now/).waitFor();
    await page.getByRole('button', { name: 'Yes, end Half 1' }).click();
    await expect
      .poll(async () => (await halves(matchId)).find((h) => h.halfNumber === 1)?.status)
      .toBe('finished');
    await expect.poll(() => page.getByRole('button', { name: 'Start Half 2' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Start Half 2' }).click();
    await page.getByRole('button', { name: 'Yes, start Half 2' }).click();
    await expect
      .poll(async () => (await halves(matchId)).find((h) => h.halfNumber === 2)?.status)
      .toBe('active');
    await expect.poll(() => page.getByRole('button', { name: 'End Half 2' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'End Half 2' }).click();
    await page.getByText(/This is the last half, so the match is completed/).waitFor();
    await page.getByRole('button', { name: 'Yes, end Half 2' }).click();
    await expect
      .poll(async () => (await call<{ status: string }>('GET', `/api/admin/match/${matchId}`)).status)
      .toBe('completed');
    // the screen follows: both halves ended and End Match is no longer offered
    await expect.poll(() => page.getByRole('button', { name: 'End Half 2' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'End Match' }).isDisabled()).toBe(true);
    await page.getByText('The match has ended: no more events.').waitFor();
    await expectNoSidewaysScroll(page, `match control (${size})`);
    await screenshot(page, `match-night-completed-${size}`);
    expect(errors).toEqual([]);
  }

  it('runs a match night on a desktop', { timeout: 180_000 }, async () => {
    await matchNight('desktop', 'Harbour FC');
  });

  it('runs a match night on a phone', { timeout: 180_000 }, async () => {
    await matchNight('phone', 'Phone Rangers');
  });
});
