import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall } from '../src/harness/api';
import { viewports } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { describeFocus, expectFocusTrapped, hasFocusWithin } from '../src/harness/focus';

const MATCH = 'Harbour FC vs Valley United';

describe('dialogs keep the focus inside and give it back', () => {
  const world = useE2eWorld();
  // Radix gives the focus back in a task after the dialog is gone, so this polls
  const expectFocusOn = async (page: Page, target: Locator) => {
    await expect
      .poll(async () =>
        (await target.evaluate((el) => el === document.activeElement)) ? 'there' : describeFocus(page),
      )
      .toBe('there');
  };

  beforeAll(async () => {
    await apiCall(world.url, 'POST', '/api/admin/game/create-match', {
      token: world.adminToken,
      body: {
        homeTeam: 'Harbour FC',
        awayTeam: 'Valley United',
        scheduledAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
      },
    });
  });

  it('game settings: opened with Enter, Tab stays inside, Escape and Cancel give focus back', async () => {
    const page = await world.open('fran', await world.register('Fran'), 'desktop');
    await page.goto(`${world.url}/`);
    await page.getByRole('tab', { name: 'CREATE GAME' }).click();
    const opener = page
      .getByRole('listitem')
      .filter({ hasText: MATCH })
      .getByRole('button', { name: 'CREATE GAME' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Game settings' });
    await dialog.waitFor();
    expect(await hasFocusWithin(dialog), `focus is on ${await describeFocus(page)}`).toBe(true);
    await expectFocusTrapped(page, dialog, 30);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, opener);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, opener);
    expect(world.errors.fran).toEqual([]);
  });

  it('confirm dialog: focus starts on Cancel, stays inside, and Escape returns it to Delete', async () => {
    const page = await world.open('admin', world.adminToken, 'desktop');
    await page.goto(`${world.url}/admin/event-types`);
    await page.getByLabel('New event type').fill('Throw in');
    await page.getByRole('button', { name: 'Add Event Type' }).click();
    const opener = page.getByRole('button', { name: 'Delete Throw in' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    await dialog.waitFor();
    await expectFocusOn(page, dialog.getByRole('button', { name: 'Cancel' }));
    await expectFocusTrapped(page, dialog, 5);
    await expectNoSeriousA11yViolations(page, 'confirm dialog (desktop)');
    await page.setViewportSize(viewports.phone);
    await expectNoSeriousA11yViolations(page, 'confirm dialog (phone)');
    await page.setViewportSize(viewports.desktop);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, opener);
    expect(await page.getByText('Throw in', { exact: true }).count()).toBe(1);
    expect(world.errors.admin).toEqual([]);
  });
});
