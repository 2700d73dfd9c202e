import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { launchBrowser, screenshot, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from '../src/harness/start-server';

type Token = { accessToken: string; refreshToken: string; tokenType: string };
const XSS = '<img src=x onerror=alert(1)>';

describe('lobbies and chat', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const url = (path: string) => `${server.url}${path}`;
  let adminToken: Token;
  let host: Page;
  let guest: Page;
  let lobbyCode = '';
  const dialogs: string[] = [];

  async function post<T>(path: string, body: unknown, token?: Token): Promise<T> {
    const response = await fetch(url(path), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token
          ? {
              Authorization: `${token.tokenType} ${token.accessToken}`,
              'X-Refresh-Token': token.refreshToken,
            }
          : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  async function register(name: string): Promise<Token> {
    const password = 'Player-Pass-1!';
    const data = await post<{ token: Token }>('/api/auth/register', {
      name,
      email: `${name.toLowerCase()}@e2e.test`,
      password,
      confirmPassword: password,
      tos: true,
    });
    return data.token;
  }

  /** A signed-in page in its own browser context. */
  async function signedInPage(token: Token, viewport: { width: number; height: number }, isMobile = false) {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(url('/terms-of-service'));
    await page.evaluate((value) => localStorage.setItem('kickchips.session', value), JSON.stringify(token));
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    const login = await post<{ token: Token }>('/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    adminToken = login.token;
    await post(
      '/api/admin/game/create-match',
      {
        homeTeam: 'Harbour FC',
        awayTeam: 'Valley United',
        scheduledAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
      },
      adminToken,
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('lets a host create a private lobby and read its code', async () => {
    host = await signedInPage(await register('Alice'), viewports.desktop);
    const errors = watchErrors(host);
    await host.goto(url('/'));
    await host.getByRole('tab', { name: 'JOIN GAME', selected: true }).waitFor();
    await host.getByRole('tab', { name: 'PLAYERS LOUNGE' }).click();
    await host.getByRole('heading', { name: 'The team' }).waitFor();
    await screenshot(host, 'lobbies-lounge-desktop');
    await expectNoSeriousA11yViolations(host, 'lobbies-lounge-desktop');
    await host.getByRole('tab', { name: 'JOIN GAME' }).click();
    await host.getByText('NO LOBBIES FOUND').waitFor();
    await screenshot(host, 'lobbies-join-desktop');
    await expectNoSeriousA11yViolations(host, 'lobbies-join-desktop');
    await host.getByRole('tab', { name: 'CREATE GAME' }).click();
    await host.getByText('Harbour FC vs Valley United').waitFor();
    await screenshot(host, 'lobbies-create-desktop');
    await expectNoSeriousA11yViolations(host, 'lobbies-create-desktop');
    await host
      .getByRole('listitem')
      .filter({ hasText: 'Harbour FC vs Valley United' })
      .getByRole('button', { name: 'CREATE GAME' })
      .click();
    const settings = host.getByRole('dialog');
    await settings.getByRole('tab', { name: 'BASIC' }).waitFor();
    await settings.getByLabel('Private Lobby').check();
    await screenshot(host, 'lobbies-settings-desktop');
    await expectNoSeriousA11yViolations(host, 'lobbies-settings-desktop');
    await settings.getByRole('button', { name: 'Create game' }).click();
    const codeDialog = host.getByRole('dialog', { name: 'Private lobby' });
    lobbyCode = ((await codeDialog.getByTestId('private-lobby-code').textContent()) ?? '').trim();
    expect(lobbyCode).toMatch(/^[A-Z2-9]{6}$/);
    await screenshot(host, 'lobbies-private-code-desktop');
    await expectNoSeriousA11yViolations(host, 'lobbies-private-code-desktop');
    await codeDialog.getByRole('button', { name: 'GOT IT' }).click();
    await host.getByRole('heading', { name: 'LOBBY PLAYERS' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets a second player join by typing the code in lower case; both see each other', async () => {
    guest = await signedInPage(await register('Bob'), viewports.desktop);
    await guest.goto(url('/'));
    await guest.getByRole('tab', { name: 'JOIN GAME' }).click();
    await guest.getByLabel('Lobby code').fill(lobbyCode.toLowerCase());
    expect(await guest.getByLabel('Lobby code').inputValue()).toBe(lobbyCode);
    await guest.getByRole('button', { name: 'JOIN GAME' }).click();
    const role = guest.getByRole('dialog', { name: 'JOIN LOBBY' });
    await role.waitFor();
    await screenshot(guest, 'lobbies-role-dialog-desktop');
    await expectNoSeriousA11yViolations(guest, 'lobbies-role-dialog-desktop');
    await role.getByRole('button', { name: 'PLAYER' }).click();
    const players = guest.locator('section[aria-labelledby="lobby-players"]');
    await players.getByText('Alice').waitFor();
    await players.getByText('Bob').waitFor();
    await host
      .locator('section[aria-labelledby="lobby-players"]')
      .getByText('Bob')
      .waitFor({ timeout: 15_000 });
    await screenshot(guest, 'lobbies-game-desktop');
    await expectNoSeriousA11yViolations(guest, 'lobbies-game-desktop');
  });

  it('exchanges chat messages, shown as text only', async () => {
    const hostChat = host.getByRole('textbox', { name: 'Message' });
    await hostChat.fill('Hello Bob');
    await hostChat.press('Enter');
    await guest.getByText('Hello Bob').waitFor({ timeout: 15_000 });
    const guestChat = guest.getByRole('textbox', { name: 'Message' });
    await guestChat.fill(XSS);
    await guestChat.press('Enter');
    await guest.getByText(XSS).waitFor();
    await host.getByText(XSS).waitFor({ timeout: 15_000 });
    expect(await host.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await screenshot(host, 'lobbies-chat-desktop');
    await expectNoSeriousA11yViolations(host, 'lobbies-chat-desktop');
  });

  it('lets a third user join as spectator and see SPECTATOR MODE', async () => {
    const watcher = await signedInPage(await register('Carol'), viewports.desktop);
    await watcher.goto(url('/'));
    await watcher.getByRole('tab', { name: 'JOIN GAME' }).click();
    await watcher.getByLabel('Lobby code').fill(lobbyCode);
    await watcher.getByRole('button', { name: 'JOIN GAME' }).click();
    await watcher
      .getByRole('dialog', { name: 'JOIN LOBBY' })
      .getByRole('button', { name: 'SPECTATOR' })
      .click();
    await watcher.getByText('SPECTATOR MODE').waitFor();
    await screenshot(watcher, 'lobbies-spectator-desktop');
    await expectNoSeriousA11yViolations(watcher, 'lobbies-spectator-desktop');
  });

  it('works on a phone: home tabs, game screen, /chat with Enter and swipe back', async () => {
    const token = await register('Dan');
    const phone = await signedInPage(token, viewports.phone, true);
    await phone.goto(url('/'));
    await phone.getByRole('tab', { name: 'JOIN GAME' }).click();
    await phone.getByText('NO LOBBIES FOUND').waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'lobbies-join-phone');
    await expectNoSeriousA11yViolations(phone, 'lobbies-join-phone');
    await phone.getByRole('tab', { name: 'CREATE GAME' }).click();
    await phone.getByText('Harbour FC vs Valley United').waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'lobbies-create-phone');
    await expectNoSeriousA11yViolations(phone, 'lobbies-create-phone');
    await phone
      .getByRole('listitem')
      .filter({ hasText: 'Harbour FC vs Valley United' })
      .getByRole('button', { name: 'CREATE GAME' })
      .click();
    await phone.getByRole('dialog').getByRole('tab', { name: 'BASIC' }).waitFor();
    await screenshot(phone, 'lobbies-settings-phone');
    await expectNoSeriousA11yViolations(phone, 'lobbies-settings-phone');
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await phone.getByRole('tab', { name: 'JOIN GAME' }).click();
    await phone.getByLabel('Lobby code').fill(lobbyCode);
    await phone.getByRole('button', { name: 'JOIN GAME' }).click();
    const role = phone.getByRole('dialog', { name: 'JOIN LOBBY' });
    await role.waitFor();
    await expectNoSeriousA11yViolations(phone, 'lobbies-role-dialog-phone');
    await role.getByRole('button', { name: 'PLAYER' }).click();
    await phone.getByRole('heading', { name: 'LOBBY PLAYERS' }).waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'lobbies-game-phone');
    await expectNoSeriousA11yViolations(phone, 'lobbies-game-phone');

    await phone.getByRole('link', { name: 'CHAT' }).click();
    await phone.waitForURL(/\/chat\?lobbyId=/);
    await phone.getByText('Hello Bob').waitFor();
    const box = phone.getByRole('textbox', { name: 'Message' });
    await box.fill('From my phone');
    await box.press('Enter');
    await phone.getByText('From my phone').waitFor();
    expect(await box.inputValue()).toBe('');
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'lobbies-chat-phone');
    await expectNoSeriousA11yViolations(phone, 'lobbies-chat-phone');

    await phone.evaluate(() => {
      const target = document.querySelector('#chat-input')!.closest('div.flex')!;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
      target.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
      );
      target.dispatchEvent(
        new TouchEvent('touchmove', { bubbles: true, touches: [touch(220)], changedTouches: [touch(220)] }),
      );
      target.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(150)] }),
      );
    });
    await phone.waitForURL((u) => u.pathname === '/' && u.search === '');
    await phone.getByRole('heading', { name: 'LOBBY PLAYERS' }).waitFor();
  });

  it('sends /chat without a lobby back to /', async () => {
    await guest.goto(url('/chat'));
    await guest.waitForURL((u) => u.pathname === '/');
  });
});
