import type { Page } from 'playwright-core';
import { gameScreen } from './game-screen';

export type BetChoice = {
  /** The event category, e.g. 'Corner'. */
  category: string;
  /** The option as its button names it, e.g. 'Over 1.5 Corner'. */
  odd: string;
  /** Typed into the Bet amount box. */
  amount: number;
  /** The round the confirm dialog says the bet applies to. */
  round: number;
};

/**
 * Places a bet through the game screen as a player does: on a phone from the sticky bar's Bet
 * slip when the bar shows, then category, option, amount, Confirm Bet and Place Bet.
 */
export async function placeBet(page: Page, choice: BetChoice): Promise<void> {
  const bar = page.getByTestId('bet-bar');
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Bet slip' }).click();
  const panel = gameScreen.quickBet(page);
  await gameScreen.categories(page).getByRole('button', { name: choice.category }).click();
  await panel.getByRole('button', { name: new RegExp(`^${choice.odd}, pays \\d+ chips$`) }).click();
  await panel.getByLabel('Bet amount').fill(String(choice.amount));
  await panel.getByRole('button', { name: 'Confirm Bet' }).click();
  const dialog = gameScreen.confirmDialog(page);
  await dialog.getByText(`This bet will apply to Round ${choice.round}`).waitFor();
  await dialog.getByRole('button', { name: 'Place Bet' }).click();
  await dialog.waitFor({ state: 'detached' });
  await panel
    .getByRole('status')
    .filter({ hasText: `Bet placed on Round ${choice.round}` })
    .waitFor();
}
