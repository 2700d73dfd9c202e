import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betStatus, gameScreen } from '../src/game/game-screen';
import { createLobby, createQuickMatch, enterLobby, type LobbyRef } from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { loginAdmin, openSignedIn, registerPlayer } from '../src/harness/api';
import { launchBrowser, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { focusedName, tabTo } from '../src/harness/keyboard';
import { watchErrors } from '../src/harness/page-checks';
import { type RunningServer, startServer } from '../src/harness/start-server';

describe('betting with the keyboard alone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let lobby: LobbyRef;

  beforeAll(async () => {
    server = await startServer();
    const adminToken = await loginAdmin(server.url);
    const match = await createQuickMatch(server.url, adminToken, {
      clockSpeed: 1,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 10 }],
      odds: [
        { eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 1.6 },
        { eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 },
        { eventType: 'Corner', betType: 'under', threshold: 1.5, odds: 1.8 },
      ],
    });
    const carol = await registerPlayer(server.url, 'Carol');
    lobby = await createLobby(server.url, carol, match.matchId, {});
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, server.url, carol, { viewport: viewports.desktop }));
  });
  screenshotOnFailure(() => ({ keyboard: page }));
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('picks an odd, sets the amount, confirms and places the bet without a mouse', async () => {
    const p = page!;
    const errors = watchErrors(p);
    await enterLobby(p, server.url, lobby);
    const panel = gameScreen.quickBet(p);
    await panel.getByRole('heading', { name: 'Pre-match betting' }).waitFor({ timeout: 20_000 });

    // the category: Tab to it, Space picks it
    await tabTo(p, 'Corner');
    await p.keyboard.press('Space');
    const corner = gameScreen.categories(p).getByRole('button', { name: 'Corner' });
    await expect.poll(() => corner.getAttribute('aria-pressed')).toBe('true');

    // the tabs: arrows move between Odds, Competitors and Statistics, and back
    await tabTo(p, 'Odds');
    for (const [key, tab] of [
      ['ArrowRight', 'Competitors'],
      ['ArrowRight', 'Statistics'],
      ['ArrowLeft', 'Competitors'],
      ['ArrowLeft', 'Odds'],
    ] as const) {
      await p.keyboard.press(key);
      await expect.poll(() => focusedName(p)).toBe(tab);
      await expect
        .poll(() => panel.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
        .toBe('true');
    }

    // the odd, then the amount, then Shift+Tab back to see the odd's payout follow the amount
    await tabTo(p, 'Over 1.5 Corner, pays 25 chips');
    await p.keyboard.press('Enter');
    await expect
      .poll(() => panel.getByRole('button', { name: /^Over 1\.5 Corner,/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await tabTo(p, 'Bet amount');
    await p.keyboard.press('ControlOrMeta+a');
    await p.keyboard.type('20');
    expect(await panel.getByLabel('Bet amount').inputValue()).toBe('20');
    await tabTo(p, 'Over 1.5 Corner, pays 50 chips', { backwards: true });

    // confirm, and Place Bet in the dialog
    await tabTo(p, 'Confirm Bet');
    await p.keyboard.press('Enter');
    const dialog = gameScreen.confirmDialog(p);
    await dialog.getByText('This bet will apply to Round 1').waitFor();
    await dialog.getByText('Over 1.5 Corner, 20 chips, pays 50').waitFor();
    expect(await focusedName(p)).toBe('Cancel');
    await p.keyboard.press('Tab');
    expect(await focusedName(p)).toBe('Place Bet');
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // said in a live region, focus back on the button, and the bet is in My Bets
    const announced = panel.getByRole('status').filter({ hasText: 'Bet placed on Round 1' });
    await announced.waitFor();
    await expect.poll(() => focusedName(p)).toBe('Confirm Bet');
    const card = gameScreen.betCard(p, 'Round 1 Corner OVER 1.5');
    await expect.poll(() => betStatus(card), { timeout: 15_000 }).toBe('UPCOMING');
    expect(await card.textContent()).toMatch(/Stake\s*20/);
    await screenshot(p, 'keyboard-bet-placed-desktop');
    await expectNoSeriousA11yViolations(p, 'bet placed (desktop)');
    await p.setViewportSize(viewports.phone);
    await screenshot(p, 'keyboard-bet-placed-phone');
    await expectNoSeriousA11yViolations(p, 'bet placed (phone)');
    expect(errors).toEqual([]);
  });
});
