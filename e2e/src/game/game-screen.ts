import type { Locator, Page } from 'playwright-core';

/** Where the game screen's parts live, found the way a screen reader user would find them. */
export const gameScreen = {
  quickBet: (page: Page): Locator => page.getByRole('region', { name: 'Quick bet' }),
  categories: (page: Page): Locator => page.getByRole('navigation', { name: 'Event categories' }),
  myBets: (page: Page): Locator => page.getByRole('region', { name: 'MY BETS' }),
  /** The My Bet card of a round, e.g. 'Round 1 Corner OVER 1.5', whatever its status. */
  betCard: (page: Page, label: string): Locator =>
    page.getByRole('region', { name: 'MY BETS' }).getByRole('article', { name: new RegExp(`^${label}: `) }),
  gameRank: (page: Page): Locator => page.getByRole('region', { name: 'GAME RANK' }),
  confirmDialog: (page: Page): Locator => page.getByRole('alertdialog', { name: 'Place your bet?' }),
  transition: (page: Page): Locator => page.locator('[data-screen="transition"]'),
  finalScreen: (page: Page): Locator => page.locator('[data-screen="final"]'),
};

/** The status a My Bet card shows (UPCOMING, ACTIVE, WINNING, WON, LOST). */
export function betStatus(card: Locator): Promise<string | null> {
  return card.getAttribute('data-status');
}

/** The chips the quick-bet panel's Chip balance shows. */
export async function shownChips(page: Page): Promise<number> {
  const balance = gameScreen.quickBet(page).getByText('Chip balance', { exact: true }).locator('..');
  const text = (await balance.textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}
