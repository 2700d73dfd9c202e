import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, loginAdmin, openSignedIn, registerPlayer, type Token } from '../src/harness/api';
import { launchBrowser, viewports } from '../src/harness/browser';
import { describeFocus, expectFocusTrapped, hasFocusWithin } from '../src/harness/focus';
import { watchErrors } from '../src/harness/page-checks';
import { type RunningServer, startServer } from '../src/harness/start-server';

const MATCH = 'Harbour FC vs Valley United';

describe('dialogs keep the focus inside and give it back', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminToken: Token;
  const contexts: BrowserContext[] = [];
  const open = async (token: Token) => {
    const opened = await openSignedIn(browser, server.url, token, { viewport: viewports.desktop });
    contexts.push(opened.context);
    return opened.page;
  };
  // Radix gives the focus back in a task after the dialog is gone, so this polls
  const expectFocusOn = async (page: Page, target: Locator) => {
    await expect
      .poll(async () =>
        (await target.evaluate((el) => el === document.activeElement)) ? 'there' : describeFocus(page),
      )
      .toBe('there');
  };

  beforeAll(async () => {
    server = await startServer();
    adminToken = await loginAdmin(server.url);
    await apiCall(server.url, 'POST', '/api/admin/game/create-match', {
      token: adminToken,
      body: {
        homeTeam: 'Harbour FC',
        awayTeam: 'Valley United',
        scheduledAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('game settings: opened with Enter, Tab stays inside, Escape and Cancel give focus back', async () => {
    const page = await open(await registerPlayer(server.url, 'Fran'));
    const errors = watchErrors(page);
    await page.goto(`${server.url}/`);
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
    expect(errors).toEqual([]);
  });

  it('confirm dialog: focus starts on Cancel, stays inside, and Escape returns it to Delete', async () => {
    const page = await open(adminToken);
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin/event-types`);
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
    expect(errors).toEqual([]);
  });
});
