import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerAccount, signIn, signOut } from '../src/accounts/account-steps';
import { label } from '../src/accounts/label';
import { onServer, waitForMail } from '../src/accounts/outbox';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { launchBrowser, screenshot, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from '../src/harness/start-server';

const player: Account = { name: 'Robin Rowe', email: 'robin@e2e.test', password: 'Kick-off-90!' };
const NEW_PASSWORD = 'Extra-time-120!';

describe('accounts', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const url = (path: string) => `${server.url}${path}`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: viewports.desktop });
    page.setDefaultTimeout(10_000);
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers, signs out and signs back in', async () => {
    await page.goto(url('/register'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please check for errors').waitFor();
    await page.getByText('Please provide your name').waitFor();

    await registerAccount(page, server.url, player);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Profile',
      'Results',
      'Leagues',
      'Logout',
    ]);
    await page.keyboard.press('Escape');

    await signOut(page, server.url);
    await page.goto(url('/login'));
    await page.getByLabel(label('Email')).fill(player.email);
    await page.getByLabel(label('Password')).fill('Wrong-pass-1!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    await signIn(page, server.url, player.email, player.password);
    await signOut(page, server.url);
    expect(errors).toEqual([]);
  });

  it('resets a forgotten password through the mailed link and signs in with the new one', async () => {
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL(url('/request-reset'));
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByLabel(label('Email')).fill(player.email);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(label('Confirm email')).fill(player.email);
    await submit.click();
    await page.getByRole('heading', { name: 'Instructions sent' }).waitFor();
    await page.getByText(/arrives within 5 minutes/).waitFor();
    await screenshot(page, 'accounts-instructions-sent-desktop');
    await expectNoSeriousA11yViolations(page, 'instructions sent (desktop)');

    const mail = await waitForMail(server.dataDir, player.email);
    const link = mail.links.find((l) => l.includes('/reset-password'));
    expect(link).toBeDefined();
    await page.goto(onServer(link!, server.url));
    await page.getByLabel(label('New password')).fill(NEW_PASSWORD);
    await page.getByLabel(label('Confirm new password')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await screenshot(page, 'accounts-password-changed-desktop');
    await expectNoSeriousA11yViolations(page, 'password changed (desktop)');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(url('/login'));

    await page.getByLabel(label('Email')).fill(player.email);
    await page.getByLabel(label('Password')).fill(player.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await signIn(page, server.url, player.email, NEW_PASSWORD);
    expect(errors).toEqual([]);
  });

  it('edits the profile: username and avatar', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { name: 'Customize Profile' }).waitFor();
    const username = page.getByLabel(label('Username'));
    expect(await username.getAttribute('placeholder')).toBe('start typing');
    await username.fill('robin_r');
    await page.getByRole('button', { name: 'Striker' }).click();
    expect(await page.getByRole('button', { name: 'Striker' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(url('/'));

    const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toContain('striker');
    await page.goto(url('/profile'));
    expect(await page.getByLabel(label('Username')).inputValue()).toBe('robin_r');
    expect(await page.getByRole('button', { name: 'Striker' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: 'Player' }).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a player who visits /admin to /forbidden, and shows them no unlock box', async () => {
    await page.goto(url('/admin'));
    await page.waitForURL(url('/forbidden'));
    await page.getByRole('heading', { name: "You can't access that" }).waitFor();

    await page.goto(url('/'));
    await page.getByRole('tab', { name: 'PLAYERS LOUNGE' }).click();
    await page.getByRole('heading', { name: 'The team' }).waitFor();
    expect(await page.getByLabel(label('Admin password')).count()).toBe(0);
    await signOut(page, server.url);
  });

  it('sends a visitor from /profile to /login', async () => {
    await page.goto(url('/profile'));
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });

  it('lets the admin unlock the admin area from the landing page', async () => {
    await signIn(page, server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('tab', { name: 'PLAYERS LOUNGE' }).click();
    await page.getByLabel(label('Admin password')).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await signOut(page, server.url);
    expect(errors).toEqual([]);
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`screenshots every account page (${size})`, async () => {
      const shot = await browser.newPage({ viewport });
      shot.setDefaultTimeout(10_000);
      const shotErrors = watchErrors(shot);
      const capture = async (path: string, name: string, ready: () => Promise<unknown>) => {
        await shot.goto(url(path));
        await ready();
        await expectNoSidewaysScroll(shot);
        await screenshot(shot, `accounts-${name}-${size}`);
        await expectNoSeriousA11yViolations(shot, `${name} (${size})`);
      };
      await capture('/', 'landing', () => shot.getByRole('link', { name: 'Register' }).first().waitFor());
      const register = shot
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Register' });
      const box = await register.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width - 8);

      await capture('/login', 'login', () => shot.getByRole('heading', { name: 'Sign In' }).waitFor());
      await capture('/register', 'register', () =>
        shot.getByRole('heading', { name: 'Create your account' }).waitFor(),
      );
      await shot.getByLabel(label('Email')).fill('not-an-email');
      await shot.getByLabel(label('Password')).fill('short');
      await shot.getByRole('button', { name: 'Submit' }).click();
      await shot.getByText('Please check for errors').waitFor();
      await screenshot(shot, `accounts-register-invalid-${size}`);
      await expectNoSeriousA11yViolations(shot, `register with errors (${size})`);
      await capture('/request-reset', 'request-reset', () =>
        shot.getByRole('heading', { name: 'Forgot password' }).waitFor(),
      );
      await capture(
        '/reset-password?token=sample&id=00000000-0000-4000-8000-000000000000',
        'reset-password',
        () => shot.getByLabel(label('New password')).waitFor(),
      );
      await capture('/terms-of-service', 'terms', () =>
        shot.getByRole('heading', { name: 'Terms of Service' }).waitFor(),
      );

      await signIn(shot, server.url, player.email, NEW_PASSWORD);
      await capture('/', 'landing-signed-in', () =>
        shot.getByRole('tab', { name: 'JOIN GAME', selected: true }).waitFor(),
      );
      await shot.getByRole('button', { name: 'Account menu' }).click();
      await shot.getByRole('menu').waitFor();
      await screenshot(shot, `accounts-menu-${size}`);
      await expectNoSeriousA11yViolations(shot, `account menu (${size})`);
      await shot.keyboard.press('Escape');
      await capture('/profile', 'profile', () => shot.getByRole('button', { name: 'Striker' }).waitFor());
      await capture('/previous-results', 'results', () =>
        shot.getByRole('heading', { name: 'Results' }).waitFor(),
      );
      await capture('/admin', 'forbidden', () =>
        shot.getByRole('heading', { name: "You can't access that" }).waitFor(),
      );
      expect(shotErrors).toEqual([]);
      await shot.close();
    });
  }
});
