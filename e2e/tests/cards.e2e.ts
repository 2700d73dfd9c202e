import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameScreen, shownChips } from '../src/game/game-screen';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  type LobbyRef,
  type QuickMatch,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, loginAdmin, openSignedIn, registerPlayer } from '../src/harness/api';
import { launchBrowser, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { watchErrors } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';
import { type RunningServer, startServer } from '../src/harness/start-server';

/**
 * What each card reads and holds on 10 chips at x2.5 (25 without a card) at the default strength
 * 1.5: Boost 1.5x (37), Shield gives back a third (3), Double or Nothing two stakes and twice a boost.
 */
const CARD_TERMS: Record<string, { line: string; held: number }> = {
  Boost: { line: 'Win pays 37, lose −10', held: 10 },
  Shield: { line: 'Win pays 25, lose −7', held: 10 },
  'Double or Nothing': { line: 'Win pays 74, lose −20', held: 20 },
};

describe('playing a bet chip card', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let match: QuickMatch;
  let lobby: LobbyRef;

  beforeAll(async () => {
    server = await startServer();
    const adminToken = await loginAdmin(server.url);
    match = await createQuickMatch(server.url, adminToken, {
      clockSpeed: 1,
      rounds: [
        { roundNumber: 1, startMinute: 0, endMinute: 10 },
        { roundNumber: 2, startMinute: 10, endMinute: 20 },
      ],
      odds: [{ eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 }],
    });
    const dana = await registerPlayer(server.url, 'Dana');
    lobby = await createLobby(server.url, dana, match.matchId, {});
    await apiCall(server.url, 'POST', '/api/admin/game/start-half-1', {
      token: adminToken,
      body: { matchId: match.matchId },
    });
    // round 2 takes bets once the half kicks off: skip to just before it
    await skipToKickOff(server.url, adminToken, match.matchId);
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, server.url, dana, { viewport: viewports.desktop }));
  });
  screenshotOnFailure(() => ({ cards: page }));
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows each playable card with what it pays on the amount entered, and plays one with the bet', async () => {
    const p = page!;
    const errors = watchErrors(p);
    await enterLobby(p, server.url, lobby);
    const panel = gameScreen.quickBet(p);
    await panel.getByText('Betting open for Round 2').waitFor({ timeout: 60_000 });
    await gameScreen.categories(p).getByRole('button', { name: 'Corner' }).click();
    await panel.getByRole('button', { name: /^Over 1\.5 Corner, pays 25 chips$/ }).click();

    // the hand is dealt at kick-off: three cards, each one line on 10 chips
    const cards = panel.getByRole('group', { name: 'Cards (optional)' }).getByRole('button');
    await expect.poll(() => cards.count(), { timeout: 45_000 }).toBe(3);
    for (const card of await cards.all()) {
      const name = (await card.locator('span').first().textContent()) ?? '';
      expect(await card.textContent()).toBe(`${name}${CARD_TERMS[name]!.line}`);
    }

    const chosen = cards.first();
    const name = (await chosen.locator('span').first().textContent()) ?? '';
    await chosen.click();
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    await screenshot(p, 'cards-chosen-desktop');
    await expectNoSeriousA11yViolations(p, 'a card chosen');

    await panel.getByRole('button', { name: 'Confirm Bet' }).click();
    const dialog = gameScreen.confirmDialog(p);
    await dialog
      .getByText(`Over 1.5 Corner, 10 chips, ${name}: ${CARD_TERMS[name]!.line.toLowerCase()}`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('status').filter({ hasText: 'Bet placed on Round 2' }).waitFor();

    // both stakes of a double or nothing leave the chips; the card shows on the bet
    const bet = gameScreen.betCard(p, 'Round 2 Corner OVER 1.5');
    await bet.waitFor({ timeout: 15_000 });
    expect(await bet.textContent()).toMatch(new RegExp(`Stake\\s*${CARD_TERMS[name]!.held}(?!\\d)`));
    expect(await bet.textContent()).toContain(name);
    await expect.poll(() => shownChips(p), { timeout: 15_000 }).toBe(100 - CARD_TERMS[name]!.held);
    expect(errors).toEqual([]);
  });
});
