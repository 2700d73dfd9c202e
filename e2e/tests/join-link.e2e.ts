import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLobby, createQuickMatch, type LobbyRef } from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { loginAdmin, openSignedIn, PLAYER_PASSWORD, registerPlayer, type Token } from '../src/harness/api';
import { launchBrowser, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { type RunningServer, startServer } from '../src/harness/start-server';

const ODDS = [{ eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 }] as const;

/** Issue 19 items 7 and 15: the home leads with play, and friends come in by the invite link. */
describe('the home and the invite link', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: Record<string, Page> = {};
  let lobby: LobbyRef;
  let host: Token;

  async function open(name: string, token: Token | null, phone: boolean): Promise<Page> {
    if (token) {
      const opened = await openSignedIn(browser, server.url, token, {
        viewport: phone ? viewports.phone : viewports.desktop,
        isMobile: phone,
      });
      contexts.push(opened.context);
      pages[name] = opened.page;
      return opened.page;
    }
    const context = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    pages[name] = page;
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    const admin = await loginAdmin(server.url);
    const match = await createQuickMatch(server.url, admin, {
      clockSpeed: 1,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 5 }],
      odds: [...ODDS],
    });
    host = await registerPlayer(server.url, 'Hana');
    lobby = await createLobby(server.url, host, match.matchId, { allowSpectators: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  screenshotOnFailure(() => pages);

  it.each([
    ['desktop', false],
    ['phone', true],
  ] as const)(
    'opens the signed-in home on JOIN GAME, with join errors in the ERROR panel (%s)',
    async (size, phone) => {
      const page = await open(`home-${size}`, await registerPlayer(server.url, `Home${size}`), phone);
      await page.goto(`${server.url}/`);
      await page.getByRole('tab', { name: 'JOIN GAME', selected: true }).waitFor();
      await page.getByLabel('Lobby code').fill('ZZZZZZ');
      await page.getByRole('button', { name: 'JOIN GAME' }).click();
      const panel = page.getByRole('alert').filter({ hasText: 'Lobby not found' });
      await panel.waitFor();
      expect(await panel.textContent()).toMatch(/^ERROR/);
      await expectNoSidewaysScroll(page, `home-${size}`);
      await screenshot(page, `home-join-first-${size}`);
      await expectNoSeriousA11yViolations(page, `home-join-first-${size}`);
    },
  );

  it('brings a signed-in user into the lobby through the JOIN LOBBY dialog', async () => {
    const page = await open('signed-in', await registerPlayer(server.url, 'Ines'), false);
    await page.goto(`${server.url}/join/${lobby.lobbyCode.toLowerCase()}`);
    const dialog = page.getByRole('dialog', { name: 'JOIN LOBBY' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'PLAYER' }).click();
    await page.getByRole('button', { name: 'Leave Game' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await invite.getByRole('img', { name: /QR code of the invite link/ }).waitFor();
    expect(await invite.textContent()).toContain(`${server.url}/join/${lobby.lobbyCode}`);
    await screenshot(page, 'invite-dialog-desktop');
    await expectNoSeriousA11yViolations(page, 'invite-dialog-desktop');
  });

  it('takes a visitor through sign-in and back into the lobby', async () => {
    await registerPlayer(server.url, 'Jude');
    const page = await open('visitor', null, true);
    await page.goto(`${server.url}/join/${lobby.lobbyCode}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel(/^Email/).fill('jude@e2e.test');
    await page.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
    await page.getByRole('form', { name: 'Sign In' }).getByRole('button').last().click();
    const dialog = page.getByRole('dialog', { name: 'JOIN LOBBY' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'SPECTATOR' }).click();
    await page.getByText('SPECTATOR MODE').waitFor();

    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('img', { name: /QR code of the invite link/ }).waitFor();
    await expectNoSidewaysScroll(page, 'invite-phone');
    await screenshot(page, 'invite-dialog-phone');
  });

  it('takes a new visitor through registering and back into the lobby', async () => {
    const page = await open('newcomer', null, false);
    await page.goto(`${server.url}/join/${lobby.lobbyCode}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByRole('link', { name: 'Create your account' }).click();
    await page.waitForURL(/\/register\?next=%2Fjoin%2F/);
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel(/^Name/).fill('Nia');
    await form.getByLabel(/^Email/).fill('nia@e2e.test');
    await form.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PLAYER_PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'JOIN LOBBY' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'PLAYER' }).click();
    await page
      .getByRole('region', { name: 'Quick bet' })
      .or(page.getByTestId('kick-off-countdown'))
      .first()
      .waitFor();
  });

  it('says so for a link without a valid code', async () => {
    const page = pages['signed-in']!;
    await page.goto(`${server.url}/join/nope`);
    await page.getByText('That invite link has no valid lobby code').waitFor();
  });
});
