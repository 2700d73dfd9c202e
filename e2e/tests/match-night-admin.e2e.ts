import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../src/admin/tiny-png';
import { apiCall, loginAdmin, openSignedIn, PLAYER_PASSWORD, type Token } from '../src/harness/api';
import { launchBrowser, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';
import { type RunningServer, startServer } from '../src/harness/start-server';

/**
 * Where a long name breaks the layout: an element showing it that sticks out of the viewport, one
 * that cuts it without the whole name in a title, or a table cell it makes wide.
 */
function longTextProblems(page: Page, names: string[]): Promise<string[]> {
  const width = page.viewportSize()!.width;
  return page.evaluate(
    ({ names, width }) => {
      const problems: string[] = [];
      // a wide table scrolls sideways in its own box, by design; what sticks out there is reachable
      const inScrollBox = (element: Element) => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
        }
        return false;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const name = names.find((n) => node!.textContent?.includes(n));
        const element = node.parentElement;
        if (!name || !element || element.closest('option, script')) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0) continue;
        const label = `${element.tagName.toLowerCase()} "${name.slice(0, 12)}…"`;
        if (box.right > width + 1 && !inScrollBox(element)) {
          problems.push(`${label} sticks out to ${Math.round(box.right)}px`);
        }
        const cut = element.scrollWidth > element.clientWidth + 1;
        if (cut && !element.closest('[title]')?.getAttribute('title')?.includes(name)) {
          problems.push(`${label} is cut without a title`);
        }
        // a name in a table is cut or wrapped to a bounded width, so it does not set the table's width
        const cellLimit = Math.min(400, width * 0.55);
        if (element.closest('table') && box.width > cellLimit) {
          problems.push(`${label} is ${Math.round(box.width)}px wide in its table`);
        }
      }
      return problems;
    },
    { names, width },
  );
}

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
    // the shared Form: a blank required team is 'Please check for errors' until it is filled again
    const home = details.getByLabel('Home Team');
    await home.fill('');
    await details.getByRole('button', { name: 'Save Match' }).click();
    await details.getByText('Please check for errors').waitFor();
    await details.getByText('Home team is required').waitFor();
    await screenshot(page, `match-night-form-invalid-${size}`);
    await home.fill(homeTeam);
    await expect.poll(() => details.getByText('Please check for errors').count()).toBe(0);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = `${tomorrow.toISOString().slice(0, 10)}T20:00`;
    await details.getByLabel('Kick-off').fill(local);
    await details.getByRole('button', { name: 'Save Match' }).click();
    await page.getByText('Match details saved successfully!').waitFor();
    const saved = await call<{ scheduledAt: string | null }>('GET', `/api/admin/match/${matchId}`);
    expect(saved.scheduledAt).toBe(
      new Date(await page.evaluate((v) => new Date(v).toISOString(), local)).toISOString(),
    );
    // this night's odds are the admin's own, from the spec's drafts: pricing goes off before the rounds come
    await page.getByRole('switch', { name: 'Price automatically' }).click();
    await page.getByText('Automatic pricing is off: your prices alone apply').waitFor();
    await page.getByRole('button', { name: 'Set up rounds' }).click();
    await page.getByText('10 rounds set up').waitFor();
    const halfRows = page.getByRole('region', { name: 'Match Halfs' }).getByRole('row');
    await expect.poll(() => halfRows.nth(1).locator('td').nth(4).textContent()).toBe('5');
    // a refused odds edit is named at its field, keeps the typed value, and Cancel puts the saved one back
    const oddsSection = page.getByRole('region', { name: 'Match Odds' });
    await oddsSection.getByRole('button', { name: 'Goal', exact: true }).click();
    await expect
      .poll(async () => (await call<{ odds: unknown[] }>('GET', `/api/admin/match/${matchId}`)).odds.length)
      .toBe(4);
    const overOdds = oddsSection.getByLabel('Goal Over odds value').first();
    await overOdds.fill('0');
    await overOdds.blur();
    const refusal = oddsSection.getByText('Over 0.5 Goal: Odds value must be at least 1');
    await refusal.waitFor();
    expect(await overOdds.inputValue()).toBe('0');
    expect(await overOdds.getAttribute('aria-invalid')).toBe('true');
    const fieldBox = (await overOdds.boundingBox())!;
    const refusalBox = (await refusal.boundingBox())!;
    expect(Math.abs(refusalBox.y - fieldBox.y)).toBeLessThan(120);
    await screenshot(page, `match-night-odds-refused-${size}`);
    await oddsSection.getByRole('button', { name: 'Cancel the change to Over 0.5 Goal' }).click();
    expect(await overOdds.inputValue()).toBe('1.8');
    expect(await refusal.count()).toBe(0);
    await expectNoSidewaysScroll(page, `manage match (${size})`);
    await screenshot(page, `match-night-set-up-${size}`);

    // the realtime screen: the match counts down to its kick-off
    await page.goto(`${server.url}/admin/events?match=${matchId}`);
    const item = page.getByRole('button', { name: new RegExp(`${homeTeam} vs Night Owls`) });
    await item.getByText(/Starts in \d+h \d+m/).waitFor({ timeout: 30_000 });
    const goal = page.getByRole('button', { name: `Goal · ${homeTeam}`, exact: true });
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
    await screenshot(page, `match-night-kick-off-pending-${size}`);
    const kickOff = await skipToKickOff(server.url, token, matchId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, kickOff - Date.now()) + 1500));
    await expect.poll(() => goal.isEnabled(), { timeout: 15_000 }).toBe(true);

    // a double tap records once
    const log = page.getByRole('list', { name: 'Match events, newest first' });
    await goal.dblclick();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);
    expect((await events(matchId)).map((e) => e.eventType)).toEqual(['Goal']);

    // key 2 records the match's second event type for the home team, shown on its button
    const second = page.locator('button[aria-keyshortcuts="2"]');
    const secondName = (await second.locator('span').first().textContent())!;
    await expect.poll(() => second.isEnabled()).toBe(true);
    await page.keyboard.press('2');
    await expect.poll(() => log.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);
    expect(await log.getByRole('button').first().textContent()).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\d+′${secondName} · ${homeTeam}Round 1$`),
    );
    expect((await events(matchId)).length).toBe(2);
    await page.getByText(`Goal 1 · ${secondName} 1`).waitFor();
    // the log shows every event name whole, at both sizes ('Pen…' was cut)
    for (const name of ['Goal', secondName]) {
      const shown = log.getByText(name, { exact: true }).first();
      expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await screenshot(page, `match-night-recorded-${size}`);

    // undo takes the last event back
    await page.getByRole('button', { name: new RegExp(`^Undo last event: ${secondName}`) }).click();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(1);
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

  it.each(['desktop', 'phone'] as const)(
    'states the upload limits and refuses a wrong file before sending it (%s)',
    { timeout: 60_000 },
    async (size) => {
      const { context, page } = await openSignedIn(browser, server.url, token, {
        viewport: viewports[size],
        isMobile: size === 'phone',
      });
      contexts.push(context);
      pages[`upload-${size}`] = page;
      await page.goto(`${server.url}/admin/manage-avatar/new`);
      const form = page.getByRole('form', { name: 'Avatar' });
      await form.getByText('PNG, JPEG, WebP or GIF image, at most 2 MiB').waitFor({ timeout: 30_000 });
      await form.getByRole('button', { name: 'Save Avatar' }).click();
      await form.getByText('Please check for errors').waitFor();
      await form.getByText('Avatar Image is required').waitFor();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/s3/get-signed-post-url/')) sent.push(request.url());
      });
      const file = form.locator('input[type="file"]');
      await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await form.getByRole('alert').getByText('Only PNG, JPEG, WebP or GIF images can be uploaded').waitFor();
      const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
      await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
      await form.getByRole('alert').getByText('The file is larger than the 2 MiB limit').waitFor();
      expect(sent).toEqual([]);
      await expectNoSidewaysScroll(page, `upload avatar (${size})`);
      await screenshot(page, `match-night-upload-limits-${size}`);
      await context.close();
    },
  );

  it('keeps long names inside every admin table and page, at both sizes', { timeout: 120_000 }, async () => {
    const word =
      'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflege';
    const longName = `${word}${word}`.slice(0, 100);
    const team = (side: string) => `${side}${word}`.slice(0, 60);
    const eventType = `Long${word}`.slice(0, 40);
    const avatarName = `Avatar${word}`.slice(0, 40);
    const made = await call<{ match: { _id: string } }>('POST', '/api/admin/game/create-match', {
      homeTeam: team('Home'),
      awayTeam: team('Away'),
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const matchId = made.match._id;
    await call('POST', `/api/admin/match/${matchId}/set-up-rounds`, {});
    await call('POST', '/api/admin/odds', {
      match: matchId,
      eventType: 'Goal',
      betType: 'over',
      threshold: 0.5,
      odds: 1.8,
    });
    await call('POST', '/api/admin/event-type', { name: eventType, kind: 'configurable' });
    const upload = await call<{ signedPostUrl: string; objectId: string }>(
      'POST',
      '/api/app/s3/get-signed-post-url/long.png/image%2Fpng',
      { isPublic: true, isViewableByAnyUser: true },
    );
    const put = await fetch(new URL(upload.signedPostUrl, server.url), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(tinyPng()),
    });
    expect(put.status).toBe(204);
    await call('POST', '/api/admin/avatar', { name: avatarName, image: upload.objectId });
    const player = (
      await apiCall<{ token: Token }>(server.url, 'POST', '/api/auth/register', {
        body: {
          name: longName,
          email: 'long.name@e2e.test',
          password: PLAYER_PASSWORD,
          confirmPassword: PLAYER_PASSWORD,
          tos: true,
        },
      })
    ).token;
    const { lobby } = await apiCall<{ lobby: { _id: string } }>(
      server.url,
      'POST',
      '/api/app/game/create-lobby',
      {
        token: player,
        body: { matchId, gameSettings: {} },
      },
    );

    const screens: [string, string, string][] = [
      ['users', '/admin', longName],
      ['avatars', '/admin/avatars', avatarName],
      ['matches', '/admin/matches', team('Home')],
      ['event types', '/admin/event-types', eventType],
      ['lobbies', '/admin/lobbies', longName],
      ['lobby', `/admin/lobbies/${lobby._id}`, longName],
      ['audit', '/admin/audit', 'The server'],
      ['manage match', `/admin/manage-match/${matchId}`, 'Set up rounds'],
      ['match control', `/admin/events?match=${matchId}`, team('Away')],
    ];
    for (const size of ['desktop', 'phone'] as const) {
      const { context, page } = await openSignedIn(browser, server.url, token, {
        viewport: viewports[size],
        isMobile: size === 'phone',
      });
      contexts.push(context);
      pages[`long-${size}`] = page;
      for (const [what, path, text] of screens) {
        await page.goto(`${server.url}${path}`);
        await page.getByText(text).first().waitFor({ timeout: 30_000 });
        await expectNoSidewaysScroll(page, `${what} (${size})`);
        expect(
          await longTextProblems(page, [longName, team('Home'), team('Away'), eventType, avatarName]),
          `${what} (${size})`,
        ).toEqual([]);
        await screenshot(page, `long-names-${what.replace(' ', '-')}-${size}`);
      }
      await context.close();
    }
  });

  it('runs a match night on a desktop', { timeout: 180_000 }, async () => {
    await matchNight('desktop', 'Harbour FC');
  });

  it('runs a match night on a phone', { timeout: 180_000 }, async () => {
    await matchNight('phone', 'Phone Rangers');
  });
});
